/**
 * The artist's pages (biography, schedule, discography, profiles, videos) and the way back from an item
 * to its list: what the site says itself. Apart from ./content.ts, which the category tabs load on
 * every list (the shop's too): a page's first load carries only the words of the pages it shows. The
 * music videos' and the discography's titles are ui's (`musicVideos`, `discography.list`).
 */
export const contentPagesText = {
  /** The link from an item back to its list (the words of domain's `uiText.backToList`). */
  backToList: '一覧に戻る',
  biography: 'バイオグラフィー',
  schedule: 'スケジュール',
  profiles: 'プロフィール',
  specialMovies: 'スペシャルムービー',
  /** An item's section and category above its title: 「スケジュール｜ライブ」. */
  sectionOf: (section: string, category: string) => `${section}｜${category}`,
  buy: '購入する（新しいタブで開きます）',
  stream: '配信で聴く（新しいタブで開きます）',
  moreDetails: '詳細はこちら（新しいタブで開きます）',
} as const;
