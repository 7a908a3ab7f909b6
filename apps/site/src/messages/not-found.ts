/**
 * A page or an item that does not exist (components/NotFound.tsx): what the site says itself. Apart
 * from ./shell.ts, so only the screens that show it load it; its way back home is the shell's `toHome`.
 */
export const notFoundText = {
  title: 'ページが見つかりません',
  /** What is missing when no more is known. */
  page: 'お探しのページ',
  lead: (what: string) => `${what}は見つかりませんでした。削除されたか、URLが間違っている可能性があります。`,
} as const;
