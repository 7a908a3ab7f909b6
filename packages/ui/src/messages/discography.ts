/** DiscographyGrid. */
export const discographyText = {
  list: 'ディスコグラフィー',
  empty: '作品はまだありません',
} as const;
