/**
 * The shell the site adds around `@fanclub/ui`'s header, drawer and footer: what the site says itself.
 * In every route's first load, so it holds the shell's words only.
 */
export const shellText = {
  /** The site's name until the web spec brings the operator's. */
  defaultTitle: 'ファンクラブ',
  skipToContent: '本文へスキップ',
  /** Said when the menu button is pressed but the drawer's code cannot be fetched (offline). */
  menuUnavailable: 'メニューを開けませんでした。通信状態を確かめて、もう一度押してください。',
  /** Said on the home page a member lands on after logging out. */
  loggedOut: 'ログアウトしました。',
  /** The way back to the home page (the not-found screen, the contact form's answer). */
  toHome: 'トップページへ',
  /**
   * A data screen with nothing to show (components/QueryBoundary.tsx). The sentence of domain's
   * `uiText.empty`, written here because importing that object brings domain's message chunk into
   * every data route's first load (up to 1.3 KiB measured).
   */
  empty: '表示できる内容はまだありません。',
} as const;
