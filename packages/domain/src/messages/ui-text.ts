/**
 * Text many screens share. A module of its own so a screen that shows a few of these words does not
 * load the whole catalogue (errors, validation) of ja.ts with them.
 */
export const uiText = {
  loading: '読み込み中…',
  retry: '再読み込み',
  empty: '表示できる内容はまだありません。',
  seeMore: 'もっと見る',
  previous: '前へ',
  next: '次へ',
  backToList: '一覧に戻る',
  close: '閉じる',
  taxIncluded: '税込',
  notFound: 'お探しのページが見つかりませんでした。',
  signInRequired: 'ご利用にはログインが必要です。',
} as const;
