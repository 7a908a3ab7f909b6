/** The content lists (news, notices, schedule, discography, the shop): what the site says itself. */
export const contentText = {
  /** The name of the category tabs' navigation. */
  categories: 'カテゴリー',
} as const;
