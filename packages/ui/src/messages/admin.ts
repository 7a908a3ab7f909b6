/** DataTable, ConfirmDialog, StatusFilter (the console's components). */
export const adminText = {
  empty: '該当するデータがありません。',
  loading: '読み込み中…',
  range: (from: number, to: number, total: number) =>
    `${total.toLocaleString('ja-JP')}件中 ${from.toLocaleString('ja-JP')}〜${to.toLocaleString('ja-JP')}件`,
  cancel: 'キャンセル',
  all: 'すべて',
} as const;
