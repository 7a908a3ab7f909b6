// The words of the header and the footer a page paints first (the guest's account buttons, the menu
// button, the menus' names, the footer's links). Kept apart from ./nav.ts, which re-exports them: the
// parts that load later (drawer, member menu, toasts) take their words from there, so an app's entry
// chunk carries and exports only these.
export const login = 'ログイン';
export const register = '新規会員登録';
export const openMenu = 'メニューを開く';
export const mainMenu = 'メインメニュー';
/** The desktop header's menu of the sections that do not fit on its one row. */
export const moreMenu = 'もっと見る';
export const faq = 'よくある質問';
export const contact = 'お問い合わせ';
export const social = 'SNS';
export const terms = '利用規約';
export const privacy = 'プライバシーポリシー';
export const commercialLaw = '特定商取引法に基づく表記';
export const footerMenu = 'フッターメニュー';
/** The networks' names as a fan says them (the links' accessible names; their marks carry no text). */
export const socialNetworks = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  x: 'X（旧Twitter）',
  youtube: 'YouTube',
} as const;
export const opensInNewTab = (name: string) => `${name}（新しいタブで開きます）`;
