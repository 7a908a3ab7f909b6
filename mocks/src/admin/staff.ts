/**
 * The staff on the fake backend: invitations (the link's token is `demo-invitation-<id>`), removal,
 * the console's settings, one's own password and TOTP enrolment. The fake backend keeps no clock
 * for TOTP: any six digits are a right code but `000000` (a wrong one), and enrolment always gives
 * the secret `DEMO_TOTP_SECRET`.
 */
import { adminMessages, staffMessages, type Operator, type staffEndpoints } from '@fanclub/domain/admin';
import type { HttpHandler } from 'msw';
import { mockNow } from '../db.ts';
import { fail } from '../handlers/handle.ts';
import { adminHandle } from './handle.ts';
import { adminDb, audit, inviteOperator, operatorToken } from './state.ts';

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The one code the fake backend refuses. */
export const WRONG_CODE = '000000';
const DEMO_RECOVERY_CODES = [
  'k7m2p-x9q4r',
  'a3f8h-t6w2n',
  'p5z9c-m4k7s',
  'h2r6x-d8q3v',
  'w9n4t-b5j7e',
  'c6s3y-r2m8a',
  'e4v7k-n9h5p',
  'u8d2q-f6z3w',
  'g5t9m-s4c7x',
  'y3b6r-j8w2k',
];

/** The bearer token of an operator's session: the demo operators' known ones, or one of their own. */
export const tokenOf = (operator: Operator) => {
  const demo = operatorToken(operator.role);
  if (adminDb.tokens.get(demo) === operator.id) return demo;
  const token = `demo-operator-token-${operator.id}`;
  adminDb.tokens.set(token, operator.id);
  return token;
};

const entryOf = (id: number) => adminDb.operators.get(id) ?? fail(404, adminMessages.notFound);
const activeOwners = (exceptId: number) =>
  [...adminDb.operators.values()].filter(
    (o) =>
      o.operator.role === 'owner' &&
      !o.operator.disabledAt &&
      !o.operator.invited &&
      o.operator.id !== exceptId,
  ).length;

export const staffHandlers: { [N in keyof typeof staffEndpoints]: HttpHandler } = {
  inviteOperator: adminHandle('inviteOperator', ({ body, operator }) => {
    const email = body.email.toLowerCase();
    if ([...adminDb.operators.values()].some((o) => o.operator.email === email))
      fail(409, adminMessages.operatorExists);
    const token = inviteOperator(email, body.name, body.role);
    const created = entryOf(adminDb.invitations.get(token)!).operator;
    created.createdAt = mockNow();
    audit(operator, 'invite', 'operators', created.id, null, created);
    return created;
  }),
  resendInvitation: adminHandle('resendInvitation', ({ params, operator }) => {
    const entry = entryOf(params.id);
    if (!entry.operator.invited) fail(409, staffMessages.alreadyActive);
    audit(operator, 'invite', 'operators', params.id, null, { resent: true });
    return { message: staffMessages.invitationSent(entry.operator.email) };
  }),
  deleteOperator: adminHandle('deleteOperator', ({ params, operator }) => {
    const { operator: before } = entryOf(params.id);
    if (before.role === 'owner' && activeOwners(before.id) === 0) fail(409, adminMessages.lastOwner);
    if (before.id === operator.id) fail(409, staffMessages.removeSelf);
    adminDb.operators.delete(before.id);
    audit(operator, 'delete', 'operators', before.id, before, null);
    return { message: staffMessages.removed };
  }),
  resetOperatorTotp: adminHandle('resetOperatorTotp', ({ params, operator }) => {
    const entry = entryOf(params.id);
    const before = entry.operator;
    entry.operator = { ...before, hasTotp: false };
    adminDb.totp.delete(params.id);
    audit(operator, 'reset-totp', 'operators', params.id, before, entry.operator);
    return entry.operator;
  }),
  getConsoleSettings: adminHandle('getConsoleSettings', () => ({ ...adminDb.settings })),
  updateConsoleSettings: adminHandle('updateConsoleSettings', ({ body, operator }) => {
    const before = { ...adminDb.settings };
    adminDb.settings = { ...body };
    audit(operator, 'update', 'consoleSettings', null, before, body);
    return { ...adminDb.settings };
  }),
  getInvitation: adminHandle('getInvitation', ({ body }) => {
    const id = adminDb.invitations.get(body.token);
    const entry = id === undefined ? undefined : adminDb.operators.get(id);
    if (!entry) return fail(400, staffMessages.invitationInvalid);
    return { email: entry.operator.email, name: entry.operator.name };
  }),
  acceptInvitation: adminHandle('acceptInvitation', ({ body }) => {
    const id = adminDb.invitations.get(body.token);
    const entry = id === undefined ? undefined : adminDb.operators.get(id);
    if (!entry) return fail(400, staffMessages.invitationInvalid);
    adminDb.invitations.delete(body.token);
    entry.password = body.password;
    entry.operator = { ...entry.operator, invited: false };
    return { message: staffMessages.invitationAccepted };
  }),
  changeOwnPassword: adminHandle('changeOwnPassword', ({ body, operator }) => {
    const entry = entryOf(operator.id);
    if (entry.password !== body.currentPassword) return fail(400, staffMessages.currentPasswordWrong);
    entry.password = body.password;
    audit(operator, 'change-password', 'operators', operator.id, null, null);
    return { message: staffMessages.passwordChanged };
  }),
  startTotpEnrolment: adminHandle('startTotpEnrolment', ({ operator }) => {
    adminDb.totp.set(operator.id, {
      pending: DEMO_TOTP_SECRET,
      recoveryCodes: adminDb.totp.get(operator.id)?.recoveryCodes ?? [],
    });
    return {
      secret: DEMO_TOTP_SECRET,
      uri: `otpauth://totp/Fanclub%20Console:${encodeURIComponent(operator.email)}?issuer=Fanclub%20Console&secret=${DEMO_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30`,
    };
  }),
  confirmTotpEnrolment: adminHandle('confirmTotpEnrolment', ({ body, operator }) => {
    const totp = adminDb.totp.get(operator.id);
    if (!totp?.pending) return fail(400, staffMessages.totpNotStarted);
    if (body.otp === WRONG_CODE) return fail(400, staffMessages.totpCodeWrong);
    adminDb.totp.set(operator.id, { pending: null, recoveryCodes: [...DEMO_RECOVERY_CODES] });
    const entry = entryOf(operator.id);
    entry.operator = { ...entry.operator, hasTotp: true };
    audit(operator, 'enable-totp', 'operators', operator.id, { hasTotp: false }, { hasTotp: true });
    return { recoveryCodes: [...DEMO_RECOVERY_CODES] };
  }),
};
