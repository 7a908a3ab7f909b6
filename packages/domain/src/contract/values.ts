/**
 * Plain values of the contract (no zod), so modules the browser needs at once (messages, constants,
 * the shell) can use them without loading the schemas. `entities.ts` and `fields.ts` build their
 * schemas from these and re-export them.
 */

export const orderStatuses = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;

/** Carriers whose tracking pages the site links to; `other` shows the tracking number alone. */
export const shippingCarriers = ['yamato', 'sagawa', 'japan_post', 'other'] as const;

/** How a fan pays: by card, or at a convenience store (コンビニ決済, a slip paid by a deadline). */
export const paymentMethods = ['credit_card', 'konbini'] as const;

/**
 * The store chains a konbini slip can be paid at, by the gateways' own codes (KOMOJU's `store`).
 * Each chain asks for its own numbers: `receiptLabel` names the number the fan reads out or keys
 * in at the store, and `confirmationLabel` the second number where the chain uses one.
 */
export const konbiniStores = [
  'seven-eleven',
  'lawson',
  'family-mart',
  'ministop',
  'daily-yamazaki',
  'seicomart',
] as const;
export type KonbiniStore = (typeof konbiniStores)[number];

export const konbiniStoreInfo: Record<
  KonbiniStore,
  { name: string; receiptLabel: string; confirmationLabel: string | null }
> = {
  'seven-eleven': { name: 'セブン-イレブン', receiptLabel: '払込票番号', confirmationLabel: null },
  lawson: { name: 'ローソン', receiptLabel: '受付番号', confirmationLabel: '確認番号' },
  'family-mart': { name: 'ファミリーマート', receiptLabel: '受付番号', confirmationLabel: '確認番号' },
  ministop: { name: 'ミニストップ', receiptLabel: '受付番号', confirmationLabel: '確認番号' },
  'daily-yamazaki': { name: 'デイリーヤマザキ', receiptLabel: '受付番号', confirmationLabel: null },
  seicomart: { name: 'セイコーマート', receiptLabel: '受付番号', confirmationLabel: '確認番号' },
};

/** A konbini slip's state: 支払待ち, 入金済み, 期限切れ. */
export const konbiniPaymentStates = ['pending', 'paid', 'expired'] as const;
export type KonbiniPaymentState = (typeof konbiniPaymentStates)[number];
export const konbiniPaymentStateLabels: Record<KonbiniPaymentState, string> = {
  pending: '支払待ち',
  paid: '入金済み',
  expired: '期限切れ',
};

/**
 * Where an order stands with refunds: none, part of what was paid (一部返金) or all of it
 * (返金済み). The fan's order detail and the console read it from `finalPrice` and `refundedAmount`.
 */
export const refundStates = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof refundStates)[number];
export const refundStateLabels: Record<Exclude<RefundState, 'none'>, string> = {
  partial: '一部返金',
  full: '返金済み',
};
export const refundStateOf = (order: { finalPrice: number; refundedAmount: number }): RefundState =>
  order.refundedAmount <= 0 ? 'none' : order.refundedAmount >= order.finalPrice ? 'full' : 'partial';

export const subscriptionStatuses = ['active', 'cancel_requested', 'past_due', 'expired', 'banned'] as const;

export const cycleTypes = ['month', 'year'] as const;

export const sectionKeys = [
  'profile',
  'topic',
  'news',
  'schedule',
  'blog',
  'product',
  'discography',
  'header',
  'footer',
  'background',
] as const;

/** U+0000 (which PostgreSQL cannot store) and UTF-16 halves without their pair. */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
export const UNSTORABLE_RE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** Messages of the field rules in `fields.ts` (the same text on the site and the server). */
export const fieldMessages = {
  required: '入力してください。',
  email: 'メールアドレスの形式が正しくありません。',
  emailMismatch: 'メールアドレスが一致しません。',
  password: 'パスワードは英字と数字を含む8文字以上で入力してください。',
  passwordTooLong: 'パスワードは72文字以内で入力してください。',
  passwordMismatch: 'パスワードが一致しません。',
  kana: 'フリガナは全角カタカナで入力してください。',
  zip: '郵便番号は7桁の数字で入力してください（例: 150-0001）。',
  phone: '電話番号は0から始まる10桁または11桁の数字で入力してください。',
  date: '日付を正しく入力してください。',
  prefecture: '都道府県を選択してください。',
  gender: '性別を選択してください。',
  tooLong: (max: number) => `${max}文字以内で入力してください。`,
  positiveInt: '1以上の数を入力してください。',
  invalidCharacter: '使用できない文字が含まれています。',
  /** A bidi control (U+202E and its kin) would show the text in another order than it is stored. */
  directionControl:
    '文字の向きを変える制御文字は使えません。ほかから貼り付けた文字は、削除して入力し直してください。',
  outOfRange: '数値が大きすぎます。',
} as const;
