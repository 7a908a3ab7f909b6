import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/auth/secrets.ts';
import { REFRESH_REUSE_GRACE_MS } from '../src/repositories/refresh-tokens.ts';
import { createTestApp, headers, type TestApp } from '../test/helpers.ts';
import { createMember } from '../test/member-helpers.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { JAPANESE } from './member-fixtures.ts';

const PASSWORD = 'passw0rdA';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** Sessions end when they should, for every token of them (issue #3, #4, #13). */
describe('sessions and the email change', () => {
  let t: TestApp;
  const post = (url: string, payload: object, token?: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${url}`,
      headers: { ...headers(token), ...(cookie ? { cookie } : {}) },
      payload,
    });
  const cart = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/carts', headers: headers(token) });
  const member = async () => {
    const m = await createMember(t, { passwordHash: await hashPassword(PASSWORD) });
    const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, m.id));
    return { ...m, email: row!.email };
  };
  const signIn = async (email: string) => {
    const res = await post('sign-in', { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    return {
      access: res.json().access_token as string,
      body: res.json().refresh_token as string,
      refresh: cookie.value,
      cookie: `refresh_token=${cookie.value}`,
    };
  };
  const refreshCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === 'refresh_token')!.value;
  const emailOf = async (id: number) =>
    (await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an access token is refused at once after logout, refresh-token reuse and a password reset', async () => {
    const m = await member();
    const out = await signIn(m.email);
    expect((await cart(out.access)).statusCode).toBe(200);
    await post('logout', { refresh_token: out.refresh });
    const afterLogout = await cart(out.access);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().message).toMatch(JAPANESE);

    const reused = await signIn(m.email);
    const second = await post('refresh-token', { refresh_token: reused.refresh });
    expect(second.statusCode).toBe(200);
    expect((await post('refresh-token', { refresh_token: refreshCookieOf(second) })).statusCode).toBe(200);
    // The stolen copy of an older token comes back (no grace: a later rotation exists): the whole
    // family is revoked, the access tokens with it.
    expect((await post('refresh-token', { refresh_token: reused.refresh })).statusCode).toBe(401);
    expect((await cart(reused.access)).statusCode).toBe(401);

    const before = await signIn(m.email);
    await post('send-email-password', { email: m.email });
    await post('forgot-password', {
      token: tokenOf(t.mailer.lastLink()),
      password: 'newPassw0rd',
      passwordConfirm: 'newPassw0rd',
    });
    expect((await cart(before.access)).statusCode).toBe(401);
  });

  it('the latest rotated token replayed after the 30-second grace window revokes the family', async () => {
    const m = await member();
    const stolen = await signIn(m.email);
    const owner = await post('refresh-token', { refresh_token: stolen.refresh });
    expect(owner.statusCode).toBe(200);
    // Within the window the replay is taken for a lost answer: a fresh pair, the session stands.
    expect((await post('refresh-token', { refresh_token: stolen.refresh })).statusCode).toBe(200);
    await t.db.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(stolen.refresh)));
    const late = await post('refresh-token', { refresh_token: stolen.refresh });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(JAPANESE);
    expect((await cart(owner.json().access_token)).statusCode).toBe(401);
    expect((await post('refresh-token', { refresh_token: refreshCookieOf(owner) })).statusCode).toBe(401);
  });

  it('no answer carries the refresh token in its body: only the HttpOnly cookie has it', async () => {
    const m = await member();
    const signedIn = await signIn(m.email);
    expect(signedIn.body).toBe('');
    for (const presented of [{ body: '', cookie: signedIn.cookie }, { body: signedIn.refresh }]) {
      const res = await post('refresh-token', { refresh_token: presented.body }, undefined, presented.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().refresh_token).toBe('');
      const next = res.cookies.find((c) => c.name === 'refresh_token')!;
      expect(next.httpOnly).toBe(true);
      expect(next.sameSite).toBe('Strict');
      expect(next.value.length).toBeGreaterThan(20);
    }
  });

  it('an email change needs the current password, and wrong guesses are throttled', async () => {
    const m = await member();
    const { access } = await signIn(m.email);
    const none = await post('email/send', { email: 'thief@example.jp' }, access);
    expect(none.statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(
        'email/send',
        { email: 'thief@example.jp', currentPassword: `guess${i}` },
        access,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('現在のパスワードが正しくありません。');
    }
    const locked = await post('email/send', { email: 'thief@example.jp', currentPassword: PASSWORD }, access);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(JAPANESE);
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it('answers a registered address like any other (no member enumeration)', async () => {
    const m = await member();
    const other = await member();
    const { access } = await signIn(m.email);
    const taken = await post('email/send', { email: other.email, currentPassword: PASSWORD }, access);
    const free = await post(
      'email/send',
      { email: 'free-address@example.jp', currentPassword: PASSWORD },
      access,
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
  });

  it('a confirmed change ends the other sessions, tells the old address, whose link takes the account back', async () => {
    const m = await member();
    const asking = await signIn(m.email);
    const elsewhere = await signIn(m.email);
    await post('email/send', { email: 'new-address@example.jp', currentPassword: PASSWORD }, asking.access);
    expect((await post('email/confirm', { token: tokenOf(t.mailer.lastLink()) })).statusCode).toBe(200);
    expect(await emailOf(m.id)).toBe('new-address@example.jp');
    expect((await cart(elsewhere.access)).statusCode).toBe(401);
    expect((await cart(asking.access)).statusCode).toBe(200);

    const notice = t.mailer.sent.find((mail) => mail.to === m.email && mail.link?.includes('/email/undo'));
    expect(notice, 'the old address is told, with an undo link').toBeDefined();
    expect(notice!.text).toContain('new-address@example.jp');

    const undo = await post('email/undo', { token: tokenOf(notice!.link!) });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toMatch(JAPANESE);
    expect(await emailOf(m.id)).toBe(m.email);
    expect((await cart(asking.access)).statusCode).toBe(401);
    const reset = t.mailer.sent.at(-1)!;
    expect(reset.to).toBe(m.email);
    expect(reset.link).toMatch(/\/reset-password\?token=/);
    // The undo link works once.
    expect((await post('email/undo', { token: tokenOf(notice!.link!) })).statusCode).toBe(400);
  });
});
