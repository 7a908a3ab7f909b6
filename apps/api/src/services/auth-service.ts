import type { AuthResponse, profileFieldsSchema } from '@fanclub/domain/contract';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../auth/access-token.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { present, type Caller } from '../lib/admission.ts';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../lib/http-error.ts';
import { mails } from '../mail/templates.ts';
import { mailTokensRepository, type MailTokenPurpose } from '../repositories/mail-tokens.ts';
import { refreshTokensRepository } from '../repositories/refresh-tokens.ts';
import { minutesOf, throttleRepository, throttleRules, type ThrottleRule } from '../repositories/throttle.ts';
import { loadUser, usersRepository } from '../repositories/users.ts';
import { answers } from '@fanclub/domain/answers';
import { fullName } from '@fanclub/domain/format';

type Profile = z.output<typeof profileFieldsSchema>;

/** Postgres 23505; drizzle wraps driver errors, so the cause chain is searched. */
const isUniqueViolation = (error: unknown): boolean =>
  (typeof error === 'object' && error !== null && ('code' in error ? error.code === '23505' : false)) ||
  (error instanceof Error && error.cause !== undefined && isUniqueViolation(error.cause));

/** Sign-up, sign-in, sessions and the mailed-link flows (spec sections 4 and 7). */
export const authService = (app: FastifyInstance) => {
  const { db, config, mail: mailer } = app;
  const users = usersRepository(db);
  const refresh = refreshTokensRepository(db);
  const mailTokens = mailTokensRepository(db);
  const throttle = throttleRepository(db, app.shared);
  const link = (path: string, token?: string) =>
    `${config.publicUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  /** A member is banned while their newest subscription is (operators' ban, lifted by unban). */
  const isBanned = async (userId: number) => {
    const latest = await users.currentSubscription(userId);
    return latest?.status === 'banned';
  };

  const session = async (
    userId: number,
    tokenAndFamily?: { token: string; familyId: string },
  ): Promise<AuthResponse> => {
    const { token, familyId } = tokenAndFamily ?? (await refresh.issue(userId));
    const user = await loadUser(db, userId);
    if (!user) throw unauthorized(answers.refreshFailed);
    const access_token = await signAccessToken(config.jwtSecret, {
      userId,
      companyId: config.companyId,
      sessionId: familyId,
    });
    return { access_token, refresh_token: token, user };
  };

  /**
   * Every mailed link is limited per requester, per requester and recipient, and per recipient and
   * kind (repositories/throttle.ts), so a sign-up flood cannot use up the owner's reset mails and
   * the answer says how long to wait.
   */
  const guardMail = async (kind: MailTokenPurpose, email: string, ip: string) => {
    const limits: [string, ThrottleRule][] = [
      [`mail:ip:${ip}`, throttleRules.mailIp],
      [`mail:ip-to:${ip}:${email}`, throttleRules.mailIpRecipient],
      [`mail:to:${kind}:${email}`, throttleRules.mailRecipient],
    ];
    for (const [key, rule] of limits) {
      if (!(await throttle.hit(key, rule))) throw tooManyRequests(answers.mailThrottled(minutesOf(rule)));
    }
  };

  /** The member's address becomes `email` (a taken one is 409: the database's UNIQUE decides). */
  const moveToAddress = async (userId: number, email: string) => {
    try {
      await users.update(userId, { email });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(answers.emailTaken);
      throw error;
    }
  };

  const profileColumns = (p: Profile) => ({
    lastName: p.lastName,
    firstName: p.firstName,
    lastNameKana: p.lastNameKana,
    firstNameKana: p.firstNameKana,
    nickName: p.nickName ?? null,
    phone: p.phone,
    zipCode: p.zipCode,
    prefectureId: p.prefectureId,
    address1: p.address1,
    address2: p.address2,
    address3: p.address3,
    birthDate: p.birthDate,
    gender: p.gender,
  });

  return {
    /** Always the same answer, so the form cannot be used to find out who is a member. */
    async sendSignUpEmail(email: string, ip: string) {
      const address = email.toLowerCase();
      await guardMail('sign-up', address, ip);
      const existing = await users.findByEmail(address);
      if (existing) {
        await mailer.send(mails.alreadyRegistered(address, link('/sign-in')));
      } else {
        const token = await mailTokens.create('sign-up', address);
        await mailer.send(mails.signUp(address, link('/membership-registration/information', token)));
      }
      return { message: answers.mailSent };
    },

    async emailOfToken(token: string) {
      const found =
        (await mailTokens.peek('sign-up', token)) ?? (await mailTokens.peek('password-reset', token));
      if (!found) throw badRequest(answers.tokenInvalid);
      return { email: found.email };
    },

    async signUp(input: Profile & { token: string; email: string; password: string }) {
      const email = input.email.toLowerCase();
      const bound = await mailTokens.peek('sign-up', input.token);
      if (!bound) throw badRequest(answers.tokenInvalid);
      if (bound.email !== email) throw badRequest(answers.tokenEmailMismatch);
      const passwordHash = await hashPassword(input.password);
      // Used only now, after validation, and in the insert's transaction: a typo in the form or an
      // insert the database refuses does not burn the mailed link.
      try {
        const userId = await db.transaction(async (tx) => {
          if (!(await mailTokensRepository(tx).consume('sign-up', input.token)))
            throw badRequest(answers.tokenInvalid);
          return users.insert(
            { companyId: config.companyId, email, passwordHash, ...profileColumns(input) },
            tx,
          );
        });
        return await session(userId);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(answers.emailTaken);
        throw error;
      }
    },

    /**
     * Tries are counted per account *and* address: eight without success from one address pause
     * that pair for 15 minutes, and the owner signing in from anywhere else is never locked out.
     * The try is counted before the password is checked, so a right guess inside the pause is not
     * revealed; a success forgives the pair.
     */
    /** `caller`: the sign-in's client; its hash is dropped if it leaves while waiting (auth/passwords.ts). */
    async signIn(emailInput: string, password: string, ip: string, caller: Caller = present) {
      const email = emailInput.toLowerCase();
      const ipKey = `signin:ip:${ip}`;
      if (!(await throttle.hit(ipKey, throttleRules.signInIp)))
        throw tooManyRequests(answers.signInLocked(minutesOf(throttleRules.signInIp)));
      const pairKey = `signin:pair:${ip}:${email}`;
      if (!(await throttle.hit(pairKey, throttleRules.signInPair)))
        throw tooManyRequests(answers.signInLocked(minutesOf(throttleRules.signInPair)));
      const row = await users.findByEmail(email);
      const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password, caller);
      if (!row || !ok) throw unauthorized(answers.signInFailed);
      await throttle.clear(pairKey);
      await throttle.forgive(ipKey);
      // Told only after the right password, so the answer reveals nothing to a guesser.
      if (await isBanned(row.id)) throw forbidden(answers.accountBanned);
      return session(row.id);
    },

    /** `receivedAt`: when the request reached the server (a late answer is judged by it). */
    async refresh(token: string, receivedAt = new Date()) {
      if (!token) throw unauthorized(answers.refreshFailed);
      const result = await refresh.rotate(token, new Date(), receivedAt);
      if (result.kind !== 'rotated') {
        if (result.kind === 'reused') app.log.warn('refresh token reused; its session was revoked');
        throw unauthorized(answers.refreshFailed);
      }
      return session(result.userId, { token: result.token, familyId: result.familyId });
    },

    async logout(token: string) {
      if (token) await refresh.revokeFamilyOf(token);
      return { message: answers.loggedOut };
    },

    async sendPasswordEmail(email: string, ip: string) {
      const address = email.toLowerCase();
      await guardMail('password-reset', address, ip);
      const row = await users.findByEmail(address);
      if (row) {
        const token = await mailTokens.create('password-reset', address, row.id);
        await mailer.send(mails.passwordReset(address, link('/reset-password', token)));
      }
      return { message: answers.mailSent };
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const used = await mailTokens.consume('password-reset', token);
      if (!used?.userId) throw badRequest(answers.tokenInvalid);
      await users.update(used.userId, { passwordHash });
      await refresh.revokeAllOfUser(used.userId);
      return { message: answers.passwordReset };
    },

    async updatePassword(userId: number, sessionId: string | null, current: string, next: string) {
      const row = await users.findById(userId);
      if (!row) throw unauthorized(answers.userNotFound);
      if (!(await verifyPassword(row.passwordHash, current))) throw badRequest(answers.passwordWrong);
      await users.update(userId, { passwordHash: await hashPassword(next) });
      // Other devices are signed out; this one keeps its session.
      await refresh.revokeAllOfUser(userId, sessionId ?? undefined);
      return { message: answers.passwordChanged };
    },

    /**
     * Needs the current password (a stolen access token alone cannot move the account to another
     * address; wrong passwords are throttled per member) and answers the same whether or not the
     * new address is taken, so it cannot be used to find out who is a member.
     */
    async sendEmailChange(
      userId: number,
      sessionId: string | null,
      body: { email: string; currentPassword: string },
      ip: string,
    ) {
      const address = body.email.toLowerCase();
      const me = await users.findById(userId);
      if (!me) throw unauthorized(answers.userNotFound);
      if (!(await throttle.hit(`email-change:user:${userId}`, throttleRules.emailChangeUser)))
        throw tooManyRequests(answers.passwordTriesLocked);
      if (!(await verifyPassword(me.passwordHash, body.currentPassword)))
        throw badRequest(answers.passwordWrong);
      if (me.email === address) throw badRequest(answers.emailSameAsCurrent);
      await guardMail('email-change', address, ip);
      const taken = await users.findByEmail(address);
      if (taken) {
        await mailer.send(mails.alreadyRegistered(address, link('/sign-in')));
        return { message: answers.mailSent };
      }
      const token = await mailTokens.create('email-change', address, userId, new Date(), sessionId);
      await mailer.send(mails.emailChange(address, link('/my-account/email/confirm', token)));
      return { message: answers.mailSent };
    },

    /**
     * Moves the account to the confirmed address and ends every other session (the one that asked
     * stays signed in). The old address is told, with a link that takes the account back.
     */
    async confirmEmailChange(token: string) {
      const used = await mailTokens.consume('email-change', token);
      if (!used?.userId) throw badRequest(answers.tokenInvalid);
      const before = await users.findById(used.userId);
      await moveToAddress(used.userId, used.email);
      await refresh.revokeAllOfUser(used.userId, used.familyId ?? undefined);
      await mailTokens.voidAll('email-change', used.userId);
      if (before && before.email !== used.email) {
        const undo = await mailTokens.create('email-undo', before.email, used.userId);
        const name = fullName(before);
        const change = { from: before.email, to: used.email, at: new Date() };
        await mailer.notify(mails.emailChanged({ email: used.email, name }, change, false));
        await mailer.notify(
          mails.emailChanged({ email: before.email, name }, change, true, link('/email/undo', undo)),
        );
      }
      return { message: answers.emailChanged };
    },

    /**
     * The link in the old address's notice: the account goes back to that address, every session
     * ends (the other side's too) and a password-reset link goes to the restored address.
     */
    async undoEmailChange(token: string) {
      const used = await mailTokens.consume('email-undo', token);
      if (!used?.userId) throw badRequest(answers.tokenInvalid);
      await moveToAddress(used.userId, used.email);
      await refresh.revokeAllOfUser(used.userId);
      await mailTokens.voidAll('email-change', used.userId);
      const reset = await mailTokens.create('password-reset', used.email, used.userId);
      await mailer.send(mails.passwordReset(used.email, link('/reset-password', reset)));
      return { message: answers.emailRestored };
    },

    async updateProfile(userId: number, profile: Profile) {
      await users.update(userId, profileColumns(profile));
      const user = await loadUser(db, userId);
      if (!user) throw unauthorized(answers.userNotFound);
      return user;
    },
  };
};
