import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('auth flows', () => {
  let t: TestApp;
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, headers: headers(token), payload });

  const signUp = async (email: string, password = 'passw0rdA') => {
    await post('send-email', { email, confirmEmail: email });
    const token = tokenOf(t.mailer.lastLink());
    const res = await post('sign-up', { ...profile, email, password, passwordConfirm: password, token });
    expect(res.statusCode).toBe(200);
    return res.json();
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
    expect(body.refresh_token).toEqual(expect.any(String));
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
    expect(res.headers['set-cookie']).toMatch(/refresh_token=.*HttpOnly.*SameSite=Strict/i);

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
    const first = signIn.json().refresh_token as string;

    const second = await post('refresh-token', { refresh_token: first });
    expect(second.statusCode).toBe(200);
    const secondToken = second.json().refresh_token as string;
    expect(secondToken).not.toBe(first);

    // The thief (or a stale tab) presents the first token again: the whole session ends.
    const reuse = await post('refresh-token', { refresh_token: first });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('ログインの有効期限が切れました。再度ログインしてください。');
    const afterReuse = await post('refresh-token', { refresh_token: secondToken });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('reads the refresh token from the HttpOnly cookie when the body field is empty', async () => {
    const signIn = await post('sign-in', { email: 'rotate@example.com', password: 'passw0rdA' });
    const token = signIn.json().refresh_token as string;
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
    const token = signIn.json().refresh_token as string;
    expect((await post('logout', { refresh_token: token })).statusCode).toBe(200);
    expect((await post('refresh-token', { refresh_token: token })).statusCode).toBe(401);
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    await signUp('forgot@example.com');
    const old = (await post('sign-in', { email: 'forgot@example.com', password: 'passw0rdA' })).json()
      .refresh_token;
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

    expect((await post('email/send', { email: 'rotate@example.com' }, access)).statusCode).toBe(409);
    expect((await post('email/send', { email: 'changed@example.com' }, access)).statusCode).toBe(200);
    const token = tokenOf(t.mailer.lastLink());
    expect(t.mailer.lastLink()).toMatch(/\/my-account\/email\/confirm\?token=/);
    expect((await post('email/confirm', { token })).statusCode).toBe(200);
    expect((await post('sign-in', { email: 'changed@example.com', password: 'abcd1234' })).statusCode).toBe(
      200,
    );
  });
});
