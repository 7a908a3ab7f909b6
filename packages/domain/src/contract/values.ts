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
  outOfRange: '数値が大きすぎます。',
} as const;
