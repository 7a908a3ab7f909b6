import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { createTestApp, headers, type TestApp } from '../test/helpers.ts';
import { createMember } from '../test/member-helpers.ts';
import { cardToken, orderBody, skuOf, TEST_CARDS } from '../test/shop-helpers.ts';
import { SANDBOX_TDS_CODE } from '../src/routes/sandbox-challenge-page.ts';
import { JAPANESE } from './member-fixtures.ts';

const PASSWORD = 'passw0rdA';
const rotated = (i: number) => ({
  'x-forwarded-for': `198.51.100.${i % 250}`,
  'x-forwarded-host': 'evil.example',
});

/** Limits an attacker can neither dodge nor turn against the owner (issue #5, #6, #11, #12). */
describe('throttling', () => {
  let t: TestApp;
  const post = (
    url: string,
    payload: object,
    from = '127.0.0.1',
    extra: Record<string, string> = {},
    token?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      headers: { ...headers(token), ...extra },
      payload,
      remoteAddress: from,
    });
  const member = async () => {
    const m = await createMember(t, { passwordHash: await hashPassword(PASSWORD) });
    const [row] = await t.db.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, m.id) });
    return { ...m, email: row!.email };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  });
  afterAll(() => t.close());

  it('TRUST_PROXY is off by default; `true` or "everyone" is refused; a list is taken as given', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('a rotated X-Forwarded-For from an untrusted peer does not dodge the per-address sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push(
        (
          await post(
            'users/sign-in',
            { email: `nobody${i}@example.jp`, password: 'wrong' },
            '192.0.2.10',
            rotated(i),
          )
        ).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 25).every((s) => s === 401)).toBe(true);
  });

  it('fans behind one address (a venue’s Wi-Fi) do not use it up: only wrong passwords count', async () => {
    const m = await member();
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await post('users/sign-in', { email: m.email, password: PASSWORD }, '192.0.2.30')).statusCode,
      ).toBe(200);
    }
    const wrong: number[] = [];
    for (let i = 0; i < 26; i += 1) {
      const answer = await post(
        'users/sign-in',
        { email: `stranger${i}@example.jp`, password: 'wrong' },
        '192.0.2.30',
      );
      wrong.push(answer.statusCode);
    }
    expect(wrong.slice(0, 25).every((s) => s === 401)).toBe(true);
    expect(wrong[25]).toBe(429);
  });

  it('wrong passwords pause only the attacker’s address: the owner signs in from their own', async () => {
    const m = await member();
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await post('users/sign-in', { email: m.email, password: `guess${i}` }, '192.0.2.20')).statusCode,
      ).toBe(401);
    }
    const paused = await post('users/sign-in', { email: m.email, password: PASSWORD }, '192.0.2.20');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/\d+分/);
    // The owner, elsewhere, with the right password.
    expect(
      (await post('users/sign-in', { email: m.email, password: PASSWORD }, '192.0.2.21')).statusCode,
    ).toBe(200);
  });

  it('nobody can use up the owner’s reset mails: a flood of sign-up mails from many addresses leaves the reset', async () => {
    const m = await member();
    for (let i = 0; i < 6; i += 1)
      await post('users/send-email', { email: m.email, confirmEmail: m.email }, `192.0.2.${30 + i}`);
    const before = t.mailer.sent.length;
    const reset = await post('users/send-email-password', { email: m.email }, '192.0.2.99');
    expect(reset.statusCode).toBe(200);
    expect(
      t.mailer.sent
        .slice(before)
        .some((mail) => mail.to === m.email && mail.link?.includes('/reset-password')),
    ).toBe(true);
  });

  it('mail requests from one peer stop, rotated X-Forwarded-For or not, and say how long to wait', async () => {
    const m = await member();
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i += 1) {
      const res = await post('users/send-email-password', { email: m.email }, '192.0.2.40', rotated(i));
      statuses.push(res.statusCode);
      last = res.json().message;
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    expect(last).toMatch(/\d+分/);
  });

  it('inquiries and page views have limits per address', async () => {
    const inquiry = { name: '山田花子', email: 'fan@example.jp', content: 'お問い合わせです。' };
    for (let i = 0; i < 5; i += 1)
      expect((await post('inquiries', inquiry, '192.0.2.50')).statusCode).toBe(200);
    const sixth = await post('inquiries', inquiry, '192.0.2.50', rotated(1));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(JAPANESE);
    expect((await post('inquiries', inquiry, '192.0.2.51')).statusCode).toBe(200);

    let refused = 0;
    for (let i = 0; i < 125; i += 1)
      if ((await post('page-views', { path: '/news' }, '192.0.2.52')).statusCode === 429) refused += 1;
    expect(refused).toBe(5);
  });

  it('the 3-D Secure return URL is PUBLIC_URL’s only, whatever X-Forwarded-Host says', async () => {
    const m = await createMember(t);
    const mug = skuOf('ロゴマグカップ');
    const res = await post(
      'users/tds/order',
      orderBody([{ sku: mug, count: 1 }], {
        cardToken: await cardToken(t.app, TEST_CARDS.tds),
        redirectionUrl: 'http://evil.example/order/tds-return',
      }),
      '127.0.0.1',
      { 'x-forwarded-host': 'evil.example' },
      m.token,
    );
    expect(res.statusCode).toBe(200);
    // The issuer's page sends the browser back to this site's own return page, never the named one.
    const challenge = await t.app.inject({
      method: 'POST',
      url: new URL(res.json().authStartUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-host': 'evil.example' },
      payload: `code=${SANDBOX_TDS_CODE}`,
    });
    expect(challenge.headers.location).toMatch(
      new RegExp(`^${t.config.publicUrl.replace(/[.]/g, '\\.')}/order/tds-return\\?orderId=`),
    );
  });
});
