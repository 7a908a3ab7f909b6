/** Japanese text of the shell the site adds around `@fanclub/ui`'s header, drawer and footer. */
export const defaultTitle = 'ファンクラブ';
export const skipToContent = '本文へスキップ';
