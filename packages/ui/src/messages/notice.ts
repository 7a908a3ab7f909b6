/** NoticeList. */
export const noticeText = {
  list: 'お知らせ一覧',
  empty: 'お知らせはまだありません',
} as const;
