import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../src/auth/access-token.ts';
import { users } from '../src/db/schema/index.ts';
import { refreshTokensRepository } from '../src/repositories/refresh-tokens.ts';
import { headers, type TestApp } from './helpers.ts';

/**
 * An access token for a member, minted directly (sign-in is throttled and slow by design), for a
 * real session: access tokens are refused once their session has ended.
 */
export const tokenFor = async (t: TestApp, userId: number) => {
  const { familyId } = await refreshTokensRepository(t.db.db).issue(userId);
  return signAccessToken(t.config.jwtSecret, { userId, companyId: t.config.companyId, sessionId: familyId });
};

let serial = 0;
/** A fresh member row (no card, no subscription); returns its id and a token. */
export const createMember = async (t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) => {
  serial += 1;
  const [row] = await t.db.db
    .insert(users)
    .values({
      companyId: t.config.companyId,
      email: `member${serial}-${randomUUID().slice(0, 8)}@example.jp`,
      passwordHash: 'x',
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      phone: '09012345678',
      zipCode: '1500001',
      prefectureId: 13,
      address1: '渋谷区',
      address2: '神宮前1-1-1',
      birthDate: '1998-05-10',
      ...overrides,
    })
    .returning({ id: users.id });
  return { id: row!.id, token: await tokenFor(t, row!.id) };
};

export const TEST_CARDS = {
  ok: '4111111111111111',
  decline: '4000000000000002',
  tds: '4000000000003220',
} as const;

/** A card token from the sandbox token endpoint, as the browser would get it. */
export const cardToken = async (t: TestApp, number: string = TEST_CARDS.ok) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: {
      card_number: number,
      card_expire: '12/30',
      security_code: '123',
      lang: 'ja',
      token_api_key: t.config.paymentTokenApiKey,
    },
  });
  if (res.statusCode !== 200) throw new Error(`token endpoint answered ${res.statusCode}: ${res.body}`);
  return res.json().token as string;
};

/** Calls one API path as a member (or a guest without a token). */
export const caller = (t: TestApp) => ({
  get: (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: headers(token) }),
  post: (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      headers: headers(token),
      payload: payload as Record<string, unknown>,
    }),
  patch: (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/${url}`,
      headers: headers(token),
      payload: payload as Record<string, unknown>,
    }),
});

/** Passes the sandbox's 3-D Secure challenge as the fan would (code from docs/payments.md). */
export const passChallenge = async (t: TestApp, authStartUrl: string, code: string) => {
  const path = new URL(authStartUrl).pathname;
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `code=${code}`,
  });
};
