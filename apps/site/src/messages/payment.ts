/** The card payment the shop's checkout and the voting point purchase share: what the site says itself. */
export const paymentText = {
  creditCard: 'クレジットカード',
  /** The member came back from the card issuer's 3-D Secure step; the result is being confirmed. */
  tdsChecking: '本人認証の結果を確認しています',
  tdsUnconfirmed: '本人認証の結果を確認できませんでした。',
} as const;
