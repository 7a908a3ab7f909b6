// Words that pages of several areas show (membership, registration, マイページ): one home for each,
// in a module small enough for every page that needs one of them (the membership guide is a public
// route near its first-load budget).

/**
 * The links to マイページ and its screens that pages of many areas offer: one label each. 「マイページへ」
 * goes on after something is done, 「マイページに戻る」 leaves a screen without doing anything.
 */
export const accountLinkText = {
  myAccount: 'マイページへ',
  backToMyAccount: 'マイページに戻る',
  card: '会員証を見る',
  changePlan: 'プランを変更する',
  cancelLeaving: '退会を取り消す',
} as const;

/** The plan list as 入会案内, registration and the plan purchase show it. */
export const plansText = {
  heading: '会員プラン',
  none: '現在お申し込みいただけるプランはありません。',
  current: (name: string) => `現在「${name}」をご利用中です。`,
} as const;
