/**
 * A page or an item that does not exist (components/NotFound.tsx), and the way back to the top that
 * it and the contact form's answer offer. Apart from ./shell.ts: only the screens that show it load it.
 */
export const notFoundText = {
  title: 'ページが見つかりません',
  /** What is missing when no more is known. */
  page: 'お探しのページ',
  lead: (what: string) => `${what}は見つかりませんでした。削除されたか、URLが間違っている可能性があります。`,
  toHome: 'トップページへ',
} as const;
