import { staffMessages } from '@fanclub/domain/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '../src/auth/totp.ts';
import { auditLogs, operatorInvitations } from '../src/db/schema/index.ts';
import { DEMO_OPERATOR_PASSWORD } from '../src/db/seed-operators.ts';
import { adminRequest, createTestApp, headers, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: string;

const signIn = (email: string, password = DEMO_OPERATOR_PASSWORD, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/sign-in',
    headers: headers(),
    payload: { email, password, ...extra },
  });
const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);
const tokenOf = () => new URL(t.mailer.lastLink()).searchParams.get('token')!;
const auditRows = async (action: string) =>
  (await t.db.db.select().from(auditLogs).where(eq(auditLogs.action, action))).map((row) => ({
    email: row.operatorEmail,
    operatorId: row.operatorId,
    after: row.after,
  }));

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  owner = (await signIn('owner@example.jp')).json().token;
}, 60_000);
afterAll(() => t.close());

describe('invitations', () => {
  it('mails a link that sets the password once; the operator then signs in', async () => {
    const invited = await admin('POST', 'operators/invitations', owner, {
      email: 'New.Staff@example.jp',
      name: '新人 太郎',
      role: 'editor',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ email: 'new.staff@example.jp', invited: true, role: 'editor' });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('new.staff@example.jp');
    expect(mail.subject).toContain('運営コンソールへのご招待');
    expect(mail.text).toContain('有効期限: 72時間');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/console\/invitation\?token=/);
    const token = tokenOf();

    // Invited, not signed up: no password works yet.
    expect((await signIn('new.staff@example.jp', '')).statusCode).toBe(400);
    expect((await signIn('new.staff@example.jp', 'anything1A')).statusCode).toBe(401);

    const peek = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/invitation',
      headers: headers(),
      payload: { token },
    });
    expect(peek.json()).toEqual({ email: 'new.staff@example.jp', name: '新人 太郎' });

    const accept = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/invitation/accept',
        headers: headers(),
        payload: { token, password },
      });
    const weak = await accept('short');
    expect(weak.statusCode).toBe(400);
    expect((await accept('Welcome2026!')).json().message).toBe(staffMessages.invitationAccepted);
    // Single use: the same link again opens nothing.
    const again = await accept('Another2026!');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(staffMessages.invitationInvalid);

    const session = await signIn('new.staff@example.jp', 'Welcome2026!');
    expect(session.statusCode).toBe(200);
    expect(session.json().operator.invited).toBe(false);
    // An operator who has set a password gets no new invitation.
    const resend = await admin('POST', `operators/${invited.json().id}/invitation`, owner);
    expect(resend.statusCode).toBe(409);
  });

  it('refuses an expired link, and a new one sent again replaces it', async () => {
    const invited = await admin('POST', 'operators/invitations', owner, {
      email: 'late@example.jp',
      name: '遅刻 花子',
      role: 'support',
    });
    const first = tokenOf();
    await t.db.db
      .update(operatorInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorInvitations.operatorId, invited.json().id));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/invitation/accept',
      headers: headers(),
      payload: { token: first, password: 'Welcome2026!' },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(staffMessages.invitationInvalid);

    const resend = await admin('POST', `operators/${invited.json().id}/invitation`, owner);
    expect(resend.json().message).toBe(staffMessages.invitationSent('late@example.jp'));
    const second = tokenOf();
    expect(second).not.toBe(first);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/invitation/accept',
      headers: headers(),
      payload: { token: second, password: 'Welcome2026!' },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('removes an operator but never oneself or the last owner, and only as the owner', async () => {
    const editor = (await signIn('editor@example.jp')).json().token;
    const list = (await admin('GET', 'operators?limit=100', owner)).json().data as {
      id: number;
      email: string;
    }[];
    const idOf = (email: string) => list.find((o) => o.email === email)!.id;
    expect((await admin('DELETE', `operators/${idOf('late@example.jp')}`, editor)).statusCode).toBe(403);

    // The only owner: removing them would leave the club with none.
    const last = await admin('DELETE', `operators/${idOf('owner@example.jp')}`, owner);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('オーナーが一人もいなくなるため、この変更はできません。');

    // With a second owner, the first still can't remove themselves, but the second can remove others.
    await admin('PATCH', `operators/${idOf('new.staff@example.jp')}`, owner, { role: 'owner' });
    const self = await admin('DELETE', `operators/${idOf('owner@example.jp')}`, owner);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(staffMessages.removeSelf);
    const second = (await signIn('new.staff@example.jp', 'Welcome2026!')).json().token;
    const removed = await admin('DELETE', `operators/${idOf('late@example.jp')}`, second);
    expect(removed.json().message).toBe(staffMessages.removed);
    const listed = (await admin('GET', 'operators?limit=100', owner)).json().data as { email: string }[];
    expect(listed.map((o) => o.email)).not.toContain('late@example.jp');
    const rows = await auditRows('delete');
    expect(rows.at(-1)).toMatchObject({ email: 'new.staff@example.jp' });
    await admin('PATCH', `operators/${idOf('new.staff@example.jp')}`, owner, { role: 'editor' });
  });
});

describe('own account', () => {
  it('changes one’s own password with the current one, ending the other sessions only', async () => {
    const here = (await signIn('shop@example.jp')).json().token;
    const elsewhere = (await signIn('shop@example.jp')).json().token;
    const wrong = await admin('POST', 'me/password', here, {
      currentPassword: 'not-it',
      password: 'Changed2026!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(staffMessages.currentPasswordWrong);
    const changed = await admin('POST', 'me/password', here, {
      currentPassword: DEMO_OPERATOR_PASSWORD,
      password: 'Changed2026!',
    });
    expect(changed.json().message).toBe(staffMessages.passwordChanged);
    expect((await admin('GET', 'me', here)).statusCode).toBe(200);
    expect((await admin('GET', 'me', elsewhere)).statusCode).toBe(401);
    expect((await signIn('shop@example.jp')).statusCode).toBe(401);
    expect((await signIn('shop@example.jp', 'Changed2026!')).statusCode).toBe(200);
  });
});

describe('TOTP', () => {
  it('enrols with a confirming code, gives recovery codes that each work once, and the owner resets it', async () => {
    const support = (await signIn('support@example.jp')).json().token;
    const started = await admin('POST', 'me/totp', support);
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json() as { secret: string; uri: string };
    expect(uri).toContain(`secret=${secret}`);
    // Not on before it is confirmed.
    expect((await signIn('support@example.jp')).statusCode).toBe(200);

    const wrong = await admin('POST', 'me/totp/confirm', support, { otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await admin('POST', 'me/totp/confirm', support, { otp: totpNow(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    expect((await signIn('support@example.jp')).json().message).toBe('確認コードを入力してください。');
    const next = totpNow(secret, Date.now() + 30_000);
    expect((await signIn('support@example.jp', DEMO_OPERATOR_PASSWORD, { otp: next })).statusCode).toBe(200);

    const withCode = await signIn('support@example.jp', DEMO_OPERATOR_PASSWORD, { recoveryCode: codes[0] });
    expect(withCode.statusCode).toBe(200);
    const reused = await signIn('support@example.jp', DEMO_OPERATOR_PASSWORD, { recoveryCode: codes[0] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('リカバリーコードが正しくないか、すでに使われています。');
    // Typed without the hyphen and in capitals, another code still works.
    const typed = codes[1]!.replace('-', '').toUpperCase();
    expect(
      (await signIn('support@example.jp', DEMO_OPERATOR_PASSWORD, { recoveryCode: typed })).statusCode,
    ).toBe(200);

    const id = (await admin('GET', 'me', support)).json().id as number;
    const reset = await admin('DELETE', `operators/${id}/totp`, owner);
    expect(reset.json().hasTotp).toBe(false);
    expect((await signIn('support@example.jp')).statusCode).toBe(200);
  });

  it('when the owner requires TOTP, one without it is told to enrol and refused everything else', async () => {
    expect((await admin('PATCH', 'console-settings', owner, { requireTotp: true })).statusCode).toBe(200);
    const session = (await signIn('editor@example.jp')).json();
    expect(session.totpRequired).toBe(true);
    const refused = await admin('GET', 'news', session.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(staffMessages.totpRequired);
    const { secret } = (await admin('POST', 'me/totp', session.token)).json();
    await admin('POST', 'me/totp/confirm', session.token, { otp: totpNow(secret) });
    expect((await admin('GET', 'news', session.token)).statusCode).toBe(200);
    await admin('PATCH', 'console-settings', owner, { requireTotp: false });
  });
});

describe('audit of sign-ins', () => {
  it('records sign-ins, failures and lock-outs with the address they came from', async () => {
    const before = (await auditRows('sign-in-failed')).length;
    await signIn('editor@example.jp', 'wrong-password');
    await signIn('nobody@example.jp', 'wrong-password');
    const failures = (await auditRows('sign-in-failed')).slice(before);
    expect(failures).toEqual([
      expect.objectContaining({
        email: 'editor@example.jp',
        after: expect.objectContaining({ reason: 'password' }),
      }),
      expect.objectContaining({
        email: 'nobody@example.jp',
        operatorId: null,
        after: expect.objectContaining({ reason: 'unknown' }),
      }),
    ]);
    expect((await auditRows('sign-in')).some((row) => row.email === 'owner@example.jp')).toBe(true);

    // The pair limit (8 a quarter hour) then locks this address out of this account.
    for (let i = 0; i < 10; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/sign-in',
        headers: headers(),
        remoteAddress: '203.0.113.9',
        payload: { email: 'support@example.jp', password: 'wrong-password' },
      });
    const locks = await auditRows('lock-out');
    expect(locks.length).toBeGreaterThan(0);
    expect(locks[0]).toMatchObject({
      email: 'support@example.jp',
      after: { ip: '203.0.113.9', rule: 'signInPair' },
    });
  });
});
