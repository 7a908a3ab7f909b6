// The shell: header, drawer, footer, social links, the toast region (PaidContentLock and OrderConfirmation
// reuse its login and legal-notice links). Each string is its own const as well, so that the catalogue
// (./catalogue.ts) can re-export it alone.
export const notifications = '通知';
export const login = 'ログイン';
export const register = '新規会員登録';
export const myPage = 'マイページ';
export const memberInfo = '会員情報';
export const passwordReset = 'パスワード再設定';
export const logout = 'ログアウト';
export const cart = 'カート';
export const cartWithCount = (count: number) => `カート（${count}点）`;
export const openMenu = 'メニューを開く';
export const closeMenu = 'メニューを閉じる';
export const mainMenu = 'メインメニュー';
export const orderHistory = '注文履歴';
export const votingHistory = '投票履歴';
export const help = 'ヘルプ';
export const faq = 'よくある質問';
export const contact = 'お問い合わせ';
export const home = 'ホーム';
export const social = 'SNS';
export const terms = '利用規約';
export const privacy = 'プライバシーポリシー';
export const commercialLaw = '特定商取引法に基づく表記';

export const navText = {
  notifications,
  login,
  register,
  myPage,
  memberInfo,
  passwordReset,
  logout,
  cart,
  cartWithCount,
  openMenu,
  closeMenu,
  mainMenu,
  orderHistory,
  votingHistory,
  help,
  faq,
  contact,
  home,
  social,
  terms,
  privacy,
  commercialLaw,
} as const;
