/** FormErrorSummary. */
export const errorSummaryText = {
  title: (count: number) => `入力内容に${count}件の誤りがあります`,
  lead: '項目を選ぶと、その入力欄へ移動します。',
} as const;
