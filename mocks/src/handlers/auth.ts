import { answers } from '@fanclub/domain/answers';
import type { User } from '@fanclub/domain/contract';
import { COMPANY_ID, makeUser } from '@fanclub/fixtures';
import {
  db,
  findUser,
  findUserByEmail,
  issueTokens,
  nextRowId,
  nextToken,
  revokeRefreshToken,
  rotateRefreshToken,
  saveUser,
  setPassword,
  type MailToken,
} from '../db.ts';
import { fail, handle } from './handle.ts';

const session = (user: User) => {
  const { accessToken, refreshToken } = issueTokens(user.id);
  db.refreshCookie = refreshToken;
  // Like the API: the refresh token lives only in its HttpOnly cookie; the field stays empty.
  return { access_token: accessToken, refresh_token: '', user };
};

/** "Sends" a mail: the link's token goes to the outbox, where tests and the README's demo read it. */
function mail(kind: MailToken['kind'], email: string, userId: number | null): void {
  const token = nextToken(kind);
  db.mailTokens.set(token, { kind, email, userId });
  db.outbox.push({ to: email, kind, token });
}

function takeMailToken(token: string, kind: MailToken['kind']): MailToken {
  const stored = db.mailTokens.get(token);
  if (!stored || stored.kind !== kind) return fail(400, answers.tokenInvalid);
  db.mailTokens.delete(token);
  return stored;
}

export const authHandlers = {
  signIn: handle('signIn', ({ body }) => {
    const entry = findUserByEmail(body.email);
    if (!entry || entry.password !== body.password) return fail(401, answers.signInFailed);
    return session(entry.user);
  }),
  // Like the API: the body's token, else the cookie's; the answer carries none (the cookie does).
  // A scenario's member (actAs) stands for a browser that already holds the cookie.
  refreshToken: handle('refreshToken', ({ body, user }) => {
    const presented = body.refresh_token || db.refreshCookie;
    const rotated = presented ? rotateRefreshToken(presented) : null;
    if (!rotated && !(user && !body.refresh_token)) return fail(401, answers.tokenExpired);
    const next = rotated ?? { userId: user!.id, ...issueTokens(user!.id) };
    db.refreshCookie = next.refreshToken;
    return {
      access_token: next.accessToken,
      refresh_token: '',
      user: findUser(next.userId)!,
    };
  }),
  logout: handle('logout', ({ body }) => {
    const presented = body.refresh_token || db.refreshCookie;
    if (presented) revokeRefreshToken(presented);
    db.refreshCookie = null;
    return { message: answers.loggedOut };
  }),
  sendSignUpEmail: handle('sendSignUpEmail', ({ body }) => {
    if (findUserByEmail(body.email)) fail(400, answers.emailTaken);
    mail('sign-up', body.email, null);
    return { message: answers.mailSent };
  }),
  getEmailByToken: handle('getEmailByToken', ({ query }) => {
    const stored = db.mailTokens.get(query.token) ?? fail(400, answers.tokenInvalid);
    return { email: stored.email };
  }),
  signUp: handle('signUp', ({ body }) => {
    const stored = db.mailTokens.get(body.token);
    if (!stored || stored.kind !== 'sign-up') return fail(400, answers.tokenInvalid);
    if (stored.email.toLowerCase() !== body.email.toLowerCase()) fail(400, answers.tokenEmailMismatch);
    if (findUserByEmail(body.email)) fail(400, answers.emailTaken);
    takeMailToken(body.token, 'sign-up');
    const { token: _token, password, passwordConfirm: _confirm, ...profile } = body;
    const id = nextRowId([...db.users.values()].map((entry) => entry.user));
    const user = makeUser({
      ...profile,
      id,
      memberNumber: String(10000000 + id),
      companyId: COMPANY_ID,
      address3: profile.address3 ?? null,
      nickName: profile.nickName ?? null,
    });
    saveUser(user);
    setPassword(user.id, password);
    return session(findUser(user.id)!);
  }),
  sendPasswordEmail: handle('sendPasswordEmail', ({ body }) => {
    // The same answer whether or not the address is registered, so it cannot be probed.
    const entry = findUserByEmail(body.email);
    if (entry) mail('password-reset', entry.user.email, entry.user.id);
    return { message: answers.mailSent };
  }),
  forgotPassword: handle('forgotPassword', ({ body }) => {
    const stored = takeMailToken(body.token, 'password-reset');
    if (stored.userId !== null) setPassword(stored.userId, body.password);
    return { message: answers.passwordChanged };
  }),
  sendEmailChange: handle('sendEmailChange', ({ user, body }) => {
    if (db.users.get(user!.id)?.password !== body.currentPassword) fail(400, answers.passwordWrong);
    // The same answer for a registered address (the API mails that address a notice instead).
    if (!findUserByEmail(body.email)) mail('email-change', body.email, user!.id);
    return { message: answers.mailSent };
  }),
  confirmEmailChange: handle('confirmEmailChange', ({ body }) => {
    const stored = takeMailToken(body.token, 'email-change');
    const user = stored.userId === null ? undefined : findUser(stored.userId);
    if (!user) return fail(400, answers.tokenInvalid);
    if (findUserByEmail(stored.email)) fail(400, answers.emailTaken);
    mail('email-undo', user.email, user.id);
    saveUser({ ...user, email: stored.email });
    return { message: answers.emailChanged };
  }),
  undoEmailChange: handle('undoEmailChange', ({ body }) => {
    const stored = takeMailToken(body.token, 'email-undo');
    const user = stored.userId === null ? undefined : findUser(stored.userId);
    if (!user) return fail(400, answers.tokenInvalid);
    saveUser({ ...user, email: stored.email });
    mail('password-reset', stored.email, user.id);
    return { message: answers.emailRestored };
  }),
  updatePassword: handle('updatePassword', ({ user, body }) => {
    if (db.users.get(user!.id)?.password !== body.currentPassword) fail(400, answers.passwordWrong);
    setPassword(user!.id, body.newPassword);
    return { message: answers.passwordChanged };
  }),
  updateProfile: handle('updateProfile', ({ user, body }) =>
    saveUser({ ...user!, ...body, address3: body.address3 ?? null, nickName: body.nickName ?? null }),
  ),
  getAnnouncementMail: handle('getAnnouncementMail', ({ user }) => ({
    receive: !db.announcementOptOuts.has(user!.id),
  })),
  updateAnnouncementMail: handle('updateAnnouncementMail', ({ user, body }) => {
    if (body.receive) db.announcementOptOuts.delete(user!.id);
    else db.announcementOptOuts.add(user!.id);
    return { receive: body.receive };
  }),
};
