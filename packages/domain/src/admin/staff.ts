/**
 * The staff of the console beyond the list: the owner invites an operator by mail (the invitation
 * sets the password, once, before it expires), removes one, resets another's TOTP and may require
 * TOTP of everyone; each operator changes their own password and enrols TOTP (QR code, a
 * confirming code, recovery codes shown once).
 */
import { z } from 'zod';
import { displayText, passwordField, requiredText } from '../contract/fields.ts';
import { idParams, messageResponse } from '../contract/requests.ts';
import { ADMIN_PREFIX, adminResource, defineAdminEndpoint as a } from './define.ts';
import { operatorRoleSchema, operatorSchema } from './entities.ts';
import { operatorEmailField } from './requests.ts';

/** How long an invitation's link works (hours); a new one can be sent after it lapses. */
export const INVITATION_TTL_HOURS = 72;
/** Recovery codes given at TOTP enrolment; each works once at sign-in instead of a code. */
export const RECOVERY_CODE_COUNT = 10;

export const staffMessages = {
  invitationInvalid:
    'この招待のリンクは無効か、有効期限が切れています。オーナーに招待メールの再送を依頼してください。',
  invitationAccepted: 'パスワードを設定しました。ログインしてください。',
  invitationSent: (email: string) => `${email} に招待メールを送りました。`,
  alreadyActive: 'この運営者はすでにパスワードを設定済みのため、招待メールは送れません。',
  removeSelf: '自分のアカウントは削除できません。',
  removed: '運営者を削除しました。',
  currentPasswordWrong: '現在のパスワードが正しくありません。',
  passwordChanged: 'パスワードを変更しました。ほかの端末のログインは終了しました。',
  totpNotStarted: '二段階認証の設定を最初からやり直してください。',
  totpCodeWrong: '確認コードが正しくありません。認証アプリに表示されている6桁の数字を入力してください。',
  totpRequired: '二段階認証の設定が必要です。アカウント画面で設定してください。',
  totpReset: '二段階認証をリセットしました。次回のログイン時に設定し直してもらってください。',
  /** What the console says after a change it made. */
  roleChanged: '役割を変更しました。',
  suspended: '利用を停止しました。ログイン中の端末からもログアウトされます。',
  resumed: '利用を再開しました。',
  settingsSaved: '設定を保存しました。',
  totpEnabled: '二段階認証を設定しました。',
  passwordMismatch: '確認のため、同じパスワードをもう一度入力してください。',
} as const;

export const operatorInviteBody = z.object({
  email: operatorEmailField,
  name: displayText(100),
  role: operatorRoleSchema,
});

export const invitationTokenBody = z.object({ token: requiredText(200) });
export const invitationAcceptBody = invitationTokenBody.extend({ password: passwordField });
/** Who an invitation is for, shown on the page where they set their password. */
export const invitationSchema = z.object({ email: z.string(), name: z.string() });

export const ownPasswordBody = z.object({
  currentPassword: requiredText(72),
  password: passwordField,
});

export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an authenticator app when the QR code can't be read. */
  secret: z.string(),
  /** The `otpauth://` URI the QR code carries. */
  uri: z.string(),
});

export const totpConfirmBody = z.object({
  otp: z
    .string(staffMessages.totpCodeWrong)
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, staffMessages.totpCodeWrong)),
});

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const consoleSettingsSchema = z.object({
  /** Every operator must sign in with TOTP; one without it is sent to enrol first. */
  requireTotp: z.boolean(),
});
export const consoleSettingsBody = consoleSettingsSchema;

const operators = adminResource('operators', 'operators', 'operators');
const settings = adminResource('consoleSettings', 'operators', 'console-settings');
const self = { area: 'dashboard', roles: [], auth: true } as const;
const invitation = { resource: 'operatorInvitation', area: 'dashboard', roles: [], auth: false } as const;

export const staffEndpoints = {
  inviteOperator: operators.write(
    'POST',
    '/invitations',
    `Invites an operator by mail: the link sets their password, once, within ${INVITATION_TTL_HOURS} hours`,
    { body: operatorInviteBody, response: operatorSchema, errors: [409] },
  ),
  resendInvitation: operators.write(
    'POST',
    '/:id/invitation',
    'Sends a new invitation (the earlier links stop working) to an operator who has not set a password',
    { params: idParams, response: messageResponse, errors: [409] },
  ),
  deleteOperator: operators.remove('Removes an operator (never the last active owner, never oneself)', [409]),
  resetOperatorTotp: operators.write(
    'DELETE',
    '/:id/totp',
    'Turns another operator’s TOTP off (lost phone); they enrol again',
    { params: idParams, response: operatorSchema },
  ),
  getConsoleSettings: settings.read('', 'The console’s own settings (TOTP required)', {
    response: consoleSettingsSchema,
  }),
  updateConsoleSettings: settings.write('PATCH', '', 'Requires TOTP of every operator, or not', {
    body: consoleSettingsBody,
    response: consoleSettingsSchema,
  }),
  getInvitation: a({
    method: 'POST',
    path: `${ADMIN_PREFIX}/invitation`,
    ...invitation,
    summary: 'Who an unused, unexpired invitation is for (the token in the body, not in any URL)',
    body: invitationTokenBody,
    response: invitationSchema,
  }),
  acceptInvitation: a({
    method: 'POST',
    path: `${ADMIN_PREFIX}/invitation/accept`,
    ...invitation,
    summary: 'Sets the invited operator’s password; the invitation is used up',
    body: invitationAcceptBody,
    response: messageResponse,
  }),
  changeOwnPassword: a({
    method: 'POST',
    path: `${ADMIN_PREFIX}/me/password`,
    resource: 'adminSession',
    ...self,
    summary: 'Changes the signed-in operator’s password (the current one required); their other sessions end',
    body: ownPasswordBody,
    response: messageResponse,
  }),
  startTotpEnrolment: a({
    method: 'POST',
    path: `${ADMIN_PREFIX}/me/totp`,
    resource: 'adminSession',
    ...self,
    summary: 'A new TOTP secret for the signed-in operator, on once a code from it is confirmed',
    response: totpEnrolmentSchema,
  }),
  confirmTotpEnrolment: a({
    method: 'POST',
    path: `${ADMIN_PREFIX}/me/totp/confirm`,
    resource: 'adminSession',
    ...self,
    summary: 'Confirms the new secret with a code: TOTP is on and the recovery codes are answered once',
    body: totpConfirmBody,
    response: recoveryCodesSchema,
  }),
} as const;

export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
