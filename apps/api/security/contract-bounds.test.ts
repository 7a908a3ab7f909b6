import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, headers, type TestApp } from '../test/helpers.ts';
import { createMember } from '../test/member-helpers.ts';
import { eq } from 'drizzle-orm';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/u;
const NUL = '\u0000';
const TOO_BIG = 2 ** 31;

describe('the contract bounds every string and number (issue #8, #9)', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token?: string) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: headers(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  it.each([
    ['sign-in', 'POST', 'users/sign-in', { email: 'a@example.jp', password: `x${NUL}` }],
    ['inquiry', 'POST', 'inquiries', { name: `名${NUL}`, email: 'a@example.jp', content: '本文' }],
    ['page view', 'POST', 'page-views', { path: `/news${NUL}` }],
    [
      'cart note',
      'POST',
      'users/cart-products',
      { cartProducts: [{ productSkuID: 1, count: 1, purchaseNote: `a${NUL}` }] },
    ],
    ['3-D Secure confirm', 'POST', 'users/tds/order/confirm', { orderId: `x${NUL}` }],
    ['stamp', 'POST', 'users/events/1/rewards/earn', { qRCodeValue: `x${NUL}` }],
    ['lone surrogate', 'POST', 'inquiries', { name: 'a\uD800b', email: 'a@example.jp', content: '本文' }],
  ] as const)('U+0000 or a lone surrogate in a %s gets a Japanese 400', async (_, method, url, payload) => {
    const res = await send(method, url, payload, member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(JAPANESE);
  });

  it.each([
    ['an {id} route', 'GET', `news/${TOO_BIG}`],
    ['a member {id} route', 'GET', `users/orders/${TOO_BIG}`],
    ['categoryId', 'GET', `news?categoryId=${TOO_BIG}`],
    ['votingEventId', 'GET', `users/votes/histories?votingEventId=${TOO_BIG}`],
    ['offset', 'GET', `news?offset=${TOO_BIG}`],
  ] as const)('2^31 in %s gets a Japanese 400', async (_, method, url) => {
    const res = await send(method, url, undefined, member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(JAPANESE);
  });

  it.each([
    ['POST', 'users/cart-products', { cartProducts: [{ productSkuID: TOO_BIG, count: 1 }] }],
    ['POST', 'users/votes', { votingEventProfileId: TOO_BIG, point: 1 }],
    ['PATCH', 'users/received-gifts', { birthdayGiftId: TOO_BIG }],
    ['POST', 'users/draw-events/1/register', { drawBenefitId: TOO_BIG }],
    ['POST', 'users/surveys/1/survey-answers', { surveyAnswerIds: [TOO_BIG] }],
  ] as const)('2^31 as a body id of %s %s gets a Japanese 400', async (method, url, payload) => {
    const res = await send(method, url, payload, member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(JAPANESE);
  });

  it('a sign-up the database refuses does not burn the mailed link', async () => {
    const email = 'late@example.jp';
    await send('POST', 'users/send-email', { email, confirmEmail: email });
    const token = new URL(t.mailer.lastLink()).searchParams.get('token')!;
    // Someone else takes the address between the mail and the form (the insert fails).
    const other = await createMember(t, { email });
    const form = {
      token,
      email,
      password: 'passw0rdA',
      passwordConfirm: 'passw0rdA',
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      phone: '09012345678',
      zipCode: '1500001',
      prefectureId: 13,
      address1: '渋谷区',
      address2: '1-2-3',
      birthDate: '1995-04-01',
      gender: 2,
    };
    expect((await send('POST', 'users/sign-up', form)).statusCode).toBe(409);
    await t.db.db.delete(users).where(eq(users.id, other.id));
    const again = await send('POST', 'users/sign-up', form);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.email).toBe(email);
  });
});
