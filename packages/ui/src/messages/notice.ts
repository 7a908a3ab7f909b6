/** NoticeList: each kind of list's name and what it says when empty. */
export const noticeText = {
  list: 'お知らせ一覧',
  empty: 'お知らせはまだありません',
  newsList: 'ニュース一覧',
  newsEmpty: 'ニュースはまだありません',
  blogList: 'ブログ一覧',
  blogEmpty: 'ブログはまだありません',
} as const;
