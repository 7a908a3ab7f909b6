import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sha256 } from '../src/auth/secrets.ts';
import { refreshTokens } from '../src/db/schema/index.ts';
import { REFRESH_REUSE_GRACE_MS } from '../src/repositories/refresh-tokens.ts';
import { createTestApp, headers, type TestApp } from './helpers.ts';

const profile = {
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  phone: '09012345678',
  zipCode: '150-0001',
  prefectureId: 13,
  address1: '渋谷区神宮前',
  address2: '1-2-3',
  address3: null,
  nickName: 'はな',
  birthDate: '1995-04-01',
  gender: 2,
};

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The refresh token an answer set in its HttpOnly cookie (a script never sees it). */
const refreshCookieOf = (res: { headers: Record<string, unknown> }) =>
  /refresh_token=([^;]*)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';

describe('auth flows', () => {
  let t: TestApp;
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, headers: headers(token), payload });

  const signUp = async (email: string, password = 'passw0rdA') => {
    await post('send-email', { email, confirmEmail: email });
    const token = tokenOf(t.mailer.lastLink());
    const res = await post('sign-up', { ...profile, email, password, passwordConfirm: password, token });
    expect(res.statusCode).toBe(200);
    return { ...res.json(), refresh_token: refreshCookieOf(res) };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs a fan up through the mailed link and returns every User field', async () => {
    const send = await post('send-email', {
      email: 'Hanako@Example.com',
      confirmEmail: 'Hanako@Example.com',
    });
    expect(send.statusCode).toBe(200);
    const link = t.mailer.lastLink();
    expect(link).toMatch(/^http:\/\/localhost:3000\/membership-registration\/information\?token=/);
    const token = tokenOf(link);

    const email = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/get-email?token=${token}`,
      headers: headers(),
    });
    expect(email.json()).toEqual({ email: 'hanako@example.com' });

    const res = await post('sign-up', {
      ...profile,
      email: 'hanako@example.com',
      password: 'passw0rdA',
      passwordConfirm: 'passw0rdA',
      token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toEqual(expect.any(String));
    // The 30-day token is in the HttpOnly cookie only: the answer's field is empty.
    expect(body.refresh_token).toBe('');
    expect(refreshCookieOf(res)).toMatch(/^.{20,}$/);
    expect(body.user).toMatchObject({
      email: 'hanako@example.com',
      zipCode: '1500001',
      companyId: 3,
      isPaidMember: false,
      subscription: null,
      votingPoint: 0,
      gender: 2,
    });
    expect(body.user.age).toBeGreaterThanOrEqual(30);
    const cookies = [res.headers['set-cookie']].flat();
    expect(cookies.find((c) => c?.startsWith('refresh_token='))).toMatch(/HttpOnly.*SameSite=Strict/i);
    // The pages' server learns from this mark that the browser holds a session (docs/page-cache.md).
    expect(cookies.find((c) => c?.startsWith('fc_session='))).toMatch(/^fc_session=1;.*Path=\/;.*HttpOnly/);

    const again = await post('sign-up', {
      ...profile,
      email: 'hanako@example.com',
      password: 'passw0rdA',
      passwordConfirm: 'passw0rdA',
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('トークンの有効期限が切れているか、すでに使用されています。');
  });

  it('answers validation errors with the contract’s Japanese message and writes nothing', async () => {
    const res = await post('send-email', { email: 'a@example.com', confirmEmail: 'b@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'メールアドレスが一致しません。' });
    expect(t.mailer.sent.filter((m) => m.to === 'a@example.com')).toHaveLength(0);
  });

  it('signs in, rotates refresh tokens and revokes the family when an old one is reused', async () => {
    await signUp('rotate@example.com');
    const signIn = await post('sign-in', { email: 'rotate@example.com', password: 'passw0rdA' });
    expect(signIn.statusCode).toBe(200);
    const first = refreshCookieOf(signIn) as string;

    const second = await post('refresh-token', { refresh_token: first });
    expect(second.statusCode).toBe(200);
    const secondToken = refreshCookieOf(second) as string;
    expect(secondToken).not.toBe(first);
    const third = await post('refresh-token', { refresh_token: secondToken });
    expect(third.statusCode).toBe(200);

    // The thief (or a stale tab) presents the first token again: an older token than the latest
    // rotation, so the whole session ends at once, grace window or not.
    const reuse = await post('refresh-token', { refresh_token: first });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('ログインの有効期限が切れました。再度ログインしてください。');
    const afterReuse = await post('refresh-token', { refresh_token: refreshCookieOf(third) });
    expect(afterReuse.statusCode).toBe(401);
  });

  describe('the reuse grace window (an exchange whose answer was lost)', () => {
    const session = async () => {
      const res = await post('sign-in', { email: 'rotate@example.com', password: 'passw0rdA' });
      expect(res.statusCode).toBe(200);
      return { ...(res.json() as { access_token: string }), refresh_token: refreshCookieOf(res) };
    };
    const cart = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/users/carts', headers: headers(token) });

    it('the token just rotated, presented again within the window, gets a fresh pair and the session stands', async () => {
      const start = await session();
      // The navigation aborted this answer: the browser never stored `lost`.
      const lost = await post('refresh-token', { refresh_token: start.refresh_token });
      expect(lost.statusCode).toBe(200);
      const retried = await post('refresh-token', { refresh_token: start.refresh_token });
      expect(retried.statusCode).toBe(200);
      const fresh = {
        ...(retried.json() as { access_token: string }),
        refresh_token: refreshCookieOf(retried),
      };
      expect(fresh.refresh_token).not.toBe(refreshCookieOf(lost));
      expect((await cart(fresh.access_token)).statusCode).toBe(200);
      expect((await cart(start.access_token)).statusCode).toBe(200);
      // The fresh token carries on as usual.
      const next = await post('refresh-token', { refresh_token: fresh.refresh_token });
      expect(next.statusCode).toBe(200);
      // Once a successor has been used, the first token is an older one: reuse revokes the family.
      const replay = await post('refresh-token', { refresh_token: start.refresh_token });
      expect(replay.statusCode).toBe(401);
      expect((await cart(next.json().access_token)).statusCode).toBe(401);
      expect((await post('refresh-token', { refresh_token: refreshCookieOf(next) })).statusCode).toBe(401);
    });

    it('after the window the same replay revokes the family', async () => {
      const start = await session();
      const rotated = await post('refresh-token', { refresh_token: start.refresh_token });
      expect(rotated.statusCode).toBe(200);
      // The rotation happened 31 seconds ago.
      await t.db.db
        .update(refreshTokens)
        .set({ rotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
        .where(eq(refreshTokens.tokenHash, sha256(start.refresh_token)));
      const replay = await post('refresh-token', { refresh_token: start.refresh_token });
      expect(replay.statusCode).toBe(401);
      expect((await cart(rotated.json().access_token)).statusCode).toBe(401);
      expect((await post('refresh-token', { refresh_token: refreshCookieOf(rotated) })).statusCode).toBe(401);
    });

    it('a logged-out session gets no grace', async () => {
      const start = await session();
      const rotated = await post('refresh-token', { refresh_token: start.refresh_token });
      await post('logout', { refresh_token: refreshCookieOf(rotated) });
      expect((await post('refresh-token', { refresh_token: start.refresh_token })).statusCode).toBe(401);
    });
  });

  it('reads the refresh token from the HttpOnly cookie when the body field is empty', async () => {
    const signIn = await post('sign-in', { email: 'rotate@example.com', password: 'passw0rdA' });
    const token = refreshCookieOf(signIn) as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      headers: headers(),
      cookies: { refresh_token: token },
      payload: { refresh_token: '' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a wrong password with one message for unknown and known accounts', async () => {
    const wrong = await post('sign-in', { email: 'rotate@example.com', password: 'nope1234' });
    const unknown = await post('sign-in', { email: 'nobody@example.com', password: 'nope1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks an account after repeated failures', async () => {
    await signUp('locked@example.com');
    const codes: number[] = [];
    for (let i = 0; i < 9; i++)
      codes.push((await post('sign-in', { email: 'locked@example.com', password: 'wrong000' })).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 401)).toBe(true);
    expect(codes[8]).toBe(429);
    const right = await post('sign-in', { email: 'locked@example.com', password: 'passw0rdA' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/上限/);
  });

  it('logout revokes the session', async () => {
    const signIn = await post('sign-in', { email: 'rotate@example.com', password: 'passw0rdA' });
    const token = refreshCookieOf(signIn) as string;
    const out = await post('logout', { refresh_token: token });
    expect(out.statusCode).toBe(200);
    // The browser is a guest's again for the pages' server too.
    expect([out.headers['set-cookie']].flat().find((c) => c?.startsWith('fc_session='))).toMatch(
      /^fc_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await post('refresh-token', { refresh_token: token })).statusCode).toBe(401);
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    await signUp('forgot@example.com');
    const old = refreshCookieOf(
      await post('sign-in', { email: 'forgot@example.com', password: 'passw0rdA' }),
    );
    await post('send-email-password', { email: 'forgot@example.com' });
    const link = t.mailer.lastLink();
    expect(link).toMatch(/\/reset-password\?token=/);
    const token = tokenOf(link);
    const reset = await post('forgot-password', {
      token,
      password: 'newpass99',
      passwordConfirm: 'newpass99',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('forgot-password', { token, password: 'other999', passwordConfirm: 'other999' }))
        .statusCode,
    ).toBe(400);
    expect((await post('sign-in', { email: 'forgot@example.com', password: 'newpass99' })).statusCode).toBe(
      200,
    );
    expect((await post('refresh-token', { refresh_token: old })).statusCode).toBe(401);
  });

  it('answers the password-reset request the same way for unknown addresses, without a mail', async () => {
    const before = t.mailer.sent.length;
    const res = await post('send-email-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(before);
  });

  it('changes password, profile and email for the signed-in member only', async () => {
    const session = await signUp('change@example.com');
    const access = session.access_token as string;
    const patch = (url: string, payload: object, token?: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/users/${url}`, headers: headers(token), payload });

    expect(
      (
        await patch('update-password', {
          currentPassword: 'x',
          newPassword: 'abcd1234',
          confirmNewPassword: 'abcd1234',
        })
      ).statusCode,
    ).toBe(401);
    const wrong = await patch(
      'update-password',
      { currentPassword: 'wrong123', newPassword: 'abcd1234', confirmNewPassword: 'abcd1234' },
      access,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('現在のパスワードが正しくありません。');
    const ok = await patch(
      'update-password',
      { currentPassword: 'passw0rdA', newPassword: 'abcd1234', confirmNewPassword: 'abcd1234' },
      access,
    );
    expect(ok.statusCode).toBe(200);
    // The session that changed the password keeps working.
    expect((await post('refresh-token', { refresh_token: session.refresh_token })).statusCode).toBe(200);

    const updated = await patch('update-profile', { ...profile, lastName: '佐藤', nickName: '' }, access);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ lastName: '佐藤', nickName: null, email: 'change@example.com' });

    // A registered address gets the same answer (no member enumeration); its owner gets a notice.
    const taken = await post(
      'email/send',
      { email: 'rotate@example.com', currentPassword: 'abcd1234' },
      access,
    );
    expect(taken.statusCode).toBe(200);
    expect(t.mailer.sent.at(-1)!.to).toBe('rotate@example.com');
    expect(t.mailer.lastLink()).toMatch(/\/sign-in$/);
    expect(
      (await post('email/send', { email: 'changed@example.com', currentPassword: 'abcd1234' }, access))
        .statusCode,
    ).toBe(200);
    const token = tokenOf(t.mailer.lastLink());
    expect(t.mailer.lastLink()).toMatch(/\/my-account\/email\/confirm\?token=/);
    expect((await post('email/confirm', { token })).statusCode).toBe(200);
    expect((await post('sign-in', { email: 'changed@example.com', password: 'abcd1234' })).statusCode).toBe(
      200,
    );
  });
});
