/**
 * Card checks of the sandbox token endpoint, shaped like VeriTrans4G's MDK token API: the same
 * request fields, the same answer fields and the same failure codes, so swapping in the real
 * service changes the URL and key, not the site.
 */
export type CardOutcome = 'success' | 'decline' | 'tds';

/** Documented test cards (docs/payments.md). Any other valid number behaves like the first. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4111111111111111': 'success',
  '4000000000000002': 'decline',
  '4000000000003220': 'tds',
};

export interface TokenRequest {
  card_number?: unknown;
  card_expire?: unknown;
  security_code?: unknown;
  token_api_key?: unknown;
  cardholder_name?: unknown;
  card_holder?: unknown;
  lang?: unknown;
}

export type CardCheck =
  | { ok: true; cardNumber: string; outcome: CardOutcome; masked: string }
  | { ok: false; code: string; message: string };

const messages = {
  ja: {
    missing_card_number: 'カード番号が指定されていません。',
    invalid_card_number: 'カード番号の形式が正しくありません。',
    digit_check_error: 'カード番号が正しくありません。',
    missing_card_expire: '有効期限が指定されていません。',
    invalid_card_expire: '有効期限が正しくありません。',
    missing_security_code: 'セキュリティコードが指定されていません。',
    invalid_security_code: 'セキュリティコードの形式が正しくありません。',
    invalid_cardholder_name: 'カード名義は半角英字で入力してください。',
    invalid_token_api_key: 'トークン API キーが正しくありません。',
    success: 'トークンの発行に成功しました。',
  },
  en: {
    missing_card_number: 'card_number is required.',
    invalid_card_number: 'card_number is invalid.',
    digit_check_error: 'card_number failed the check digit test.',
    missing_card_expire: 'card_expire is required.',
    invalid_card_expire: 'card_expire is invalid.',
    missing_security_code: 'security_code is required.',
    invalid_security_code: 'security_code is invalid.',
    invalid_cardholder_name: 'cardholder_name is invalid.',
    invalid_token_api_key: 'token_api_key is invalid.',
    success: 'Token has been created successfully.',
  },
} as const;

export type MessageCode = keyof (typeof messages)['ja'];
export const tokenMessage = (lang: unknown, code: MessageCode): string =>
  messages[lang === 'en' ? 'en' : 'ja'][code];

export const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** First six and last two digits, as the provider echoes them (`req_card_number`). */
export const maskCardNumber = (digits: string): string =>
  `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 8, 0))}${digits.slice(-2)}`;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);

export const checkCard = (req: TokenRequest, apiKey: string, now = new Date()): CardCheck => {
  const fail = (code: MessageCode): CardCheck => ({ ok: false, code, message: tokenMessage(req.lang, code) });
  if (text(req.token_api_key) !== apiKey) return fail('invalid_token_api_key');
  const number = text(req.card_number).replace(/[\s-]/g, '');
  if (number === '') return fail('missing_card_number');
  if (!/^\d{14,16}$/.test(number)) return fail('invalid_card_number');
  if (!luhn(number)) return fail('digit_check_error');
  const expire = text(req.card_expire);
  if (expire === '') return fail('missing_card_expire');
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expire);
  if (!match) return fail('invalid_card_expire');
  // A card is valid through the last day of its expiry month.
  const endOfMonth = new Date(Date.UTC(2000 + Number(match[2]), Number(match[1]), 1));
  if (endOfMonth <= now) return fail('invalid_card_expire');
  const code = text(req.security_code);
  if (code === '') return fail('missing_security_code');
  if (!/^\d{3,4}$/.test(code)) return fail('invalid_security_code');
  const holder = text(req.cardholder_name ?? req.card_holder);
  if (holder !== '' && !/^[A-Za-z][A-Za-z .\-']{0,44}$/.test(holder)) return fail('invalid_cardholder_name');
  return {
    ok: true,
    cardNumber: number,
    outcome: TEST_CARDS[number] ?? 'success',
    masked: maskCardNumber(number),
  };
};

/** VeriTrans writes expiry times as yyyyMMddHHmmss in Japan time. */
export const formatTokenExpire = (date: Date): string => {
  const jst = new Date(date.getTime() + 9 * 60 * 60 * 1000);
  return jst.toISOString().replace(/[-:T]/g, '').slice(0, 14);
};
