/**
 * `POST /sandbox-pay/tokens`: the sandbox card provider's token endpoint (VeriTrans4G style).
 * Card data goes here from the browser, never to the API. Failures are HTTP 400 with a code.
 */
import { cardTokenRequestSchema, type CardTokenResponse } from '@fanclub/domain/contract';
import { http, HttpResponse } from 'msw';
import { db, nextToken } from '../db.ts';
import { fixtureNow } from '@fanclub/fixtures';

export const SANDBOX_TOKEN_PATH = '/sandbox-pay/tokens';

/** Documented test cards (any future expiry, any 3-4 digit code). */
export const testCards = {
  success: '4111111111111111',
  decline: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;

const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

const failure = (code: string, message: string) =>
  HttpResponse.json<CardTokenResponse>(
    { code, message, status: 'failure', token: null, token_expire_date: null, req_card_number: null },
    { status: 400 },
  );

const luhn = (digits: string): boolean => {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
};

/** Not expired at the fixtures' "now" (MM/YY, valid through the end of that month). */
const expiryOk = (value: string): boolean => {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  return endOfMonth > fixtureNow.getTime();
};

export const sandboxPayHandler = http.post(`*${SANDBOX_TOKEN_PATH}`, async ({ request }) => {
  const parsed = cardTokenRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return failure('missing_card_number', 'カード情報が送信されていません。');
  const { card_number, card_expire, security_code, card_holder } = parsed.data;
  const number = card_number.replace(/[\s-]/g, '');
  if (!number) return failure('missing_card_number', 'カード番号を入力してください。');
  if (!/^\d{14,16}$/.test(number))
    return failure('invalid_card_number', 'カード番号の桁数が正しくありません。');
  if (!luhn(number)) return failure('digit_check_error', 'カード番号が正しくありません。');
  if (!expiryOk(card_expire)) return failure('invalid_card_expire', '有効期限が正しくないか、期限切れです。');
  if (!/^\d{3,4}$/.test(security_code))
    return failure('invalid_security_code', 'セキュリティコードが正しくありません。');
  if (card_holder !== undefined && !/^[A-Za-z .'-]{0,45}$/.test(card_holder)) {
    return failure('invalid_cardholder_name', 'カード名義は半角英字で入力してください。');
  }
  const token = nextToken('sandbox-tok');
  const maskedCardNumber = `${number.slice(0, 4)}${'*'.repeat(number.length - 4)}`;
  db.cardTokens.set(token, {
    maskedCardNumber,
    outcome: number === testCards.decline ? 'decline' : number === testCards.threeDSecure ? 'tds' : 'success',
    used: false,
  });
  return HttpResponse.json<CardTokenResponse>({
    code: 'success',
    message: 'トークンを発行しました。',
    status: 'success',
    token,
    token_expire_date: new Date(Date.now() + TOKEN_LIFETIME_MS).toISOString(),
    req_card_number: maskedCardNumber,
  });
});
