/** Japanese text of the shell the site adds around `@fanclub/ui`'s header, drawer and footer. */
export const defaultTitle = 'ファンクラブ';
export const skipToContent = '本文へスキップ';
/** Said when the menu button is pressed but the drawer's code cannot be fetched (offline). */
export const menuUnavailable = 'メニューを開けませんでした。通信状態を確かめて、もう一度押してください。';
