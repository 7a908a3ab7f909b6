import type { AuthResponse, profileFieldsSchema } from '@fanclub/domain/contract';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../auth/access-token.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { users } from '../db/schema.ts';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../lib/http-error.ts';
import { mails } from '../mail/templates.ts';
import { ja } from '../messages/ja.ts';
import { mailTokensRepository } from '../repositories/mail-tokens.ts';
import { refreshTokensRepository } from '../repositories/refresh-tokens.ts';
import { throttleRepository, throttleRules } from '../repositories/throttle.ts';
import { loadUser } from '../repositories/users.ts';

type Profile = z.output<typeof profileFieldsSchema>;

/** Postgres 23505; drizzle wraps driver errors, so the cause chain is searched. */
const isUniqueViolation = (error: unknown): boolean =>
  (typeof error === 'object' && error !== null && ('code' in error ? error.code === '23505' : false)) ||
  (error instanceof Error && error.cause !== undefined && isUniqueViolation(error.cause));

/** Sign-up, sign-in, sessions and the mailed-link flows (spec sections 4 and 7). */
export const authService = (app: FastifyInstance) => {
  const { db, config, mailer } = app;
  const refresh = refreshTokensRepository(db);
  const mailTokens = mailTokensRepository(db);
  const throttle = throttleRepository(db);
  const link = (path: string, token?: string) =>
    `${config.publicUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  const session = async (
    userId: number,
    tokenAndFamily?: { token: string; familyId: string },
  ): Promise<AuthResponse> => {
    const { token, familyId } = tokenAndFamily ?? (await refresh.issue(userId));
    const user = await loadUser(db, userId);
    if (!user) throw unauthorized(ja.refreshFailed);
    const access_token = await signAccessToken(config.jwtSecret, {
      userId,
      companyId: config.companyId,
      sessionId: familyId,
    });
    return { access_token, refresh_token: token, user };
  };

  const guardMail = async (email: string, ip: string) => {
    const okIp = await throttle.hit(`mail:ip:${ip}`, throttleRules.mailIp);
    const okAddress = okIp && (await throttle.hit(`mail:address:${email}`, throttleRules.mailAddress));
    if (!okIp || !okAddress) throw tooManyRequests(ja.mailThrottled);
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
      await guardMail(address, ip);
      const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
      if (existing.length > 0) {
        await mailer.send(mails.alreadyRegistered(address, link('/sign-in')));
      } else {
        const token = await mailTokens.create('sign-up', address);
        await mailer.send(mails.signUp(address, link('/membership-registration/information', token)));
      }
      return { message: ja.mailSent };
    },

    async emailOfToken(token: string) {
      const found =
        (await mailTokens.peek('sign-up', token)) ?? (await mailTokens.peek('password-reset', token));
      if (!found) throw badRequest(ja.tokenInvalid);
      return { email: found.email };
    },

    async signUp(input: Profile & { token: string; email: string; password: string }) {
      const email = input.email.toLowerCase();
      const bound = await mailTokens.peek('sign-up', input.token);
      if (!bound) throw badRequest(ja.tokenInvalid);
      if (bound.email !== email) throw badRequest(ja.tokenEmailMismatch);
      const passwordHash = await hashPassword(input.password);
      // Used only now, after validation, so a typo in the form does not burn the mailed link.
      if (!(await mailTokens.consume('sign-up', input.token))) throw badRequest(ja.tokenInvalid);
      try {
        const [row] = await db
          .insert(users)
          .values({ companyId: config.companyId, email, passwordHash, ...profileColumns(input) })
          .returning({ id: users.id });
        return await session(row!.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ja.emailTaken);
        throw error;
      }
    },

    async signIn(emailInput: string, password: string, ip: string) {
      const email = emailInput.toLowerCase();
      if (!(await throttle.hit(`signin:ip:${ip}`, throttleRules.signInIp)))
        throw tooManyRequests(ja.signInLocked);
      const accountKey = `signin:account:${email}`;
      if (!(await throttle.hit(accountKey, throttleRules.signInAccount)))
        throw tooManyRequests(ja.signInLocked);
      const [row] = await db.select().from(users).where(eq(users.email, email));
      const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
      if (!row || !ok) throw unauthorized(ja.signInFailed);
      await throttle.clear(accountKey);
      return session(row.id);
    },

    async refresh(token: string) {
      if (!token) throw unauthorized(ja.refreshFailed);
      const result = await refresh.rotate(token);
      if (result.kind !== 'rotated') {
        if (result.kind === 'reused') app.log.warn('refresh token reused; its session was revoked');
        throw unauthorized(ja.refreshFailed);
      }
      return session(result.userId, { token: result.token, familyId: result.familyId });
    },

    async logout(token: string) {
      if (token) await refresh.revokeFamilyOf(token);
      return { message: ja.loggedOut };
    },

    async sendPasswordEmail(email: string, ip: string) {
      const address = email.toLowerCase();
      await guardMail(address, ip);
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
      if (row) {
        const token = await mailTokens.create('password-reset', address, row.id);
        await mailer.send(mails.passwordReset(address, link('/reset-password', token)));
      }
      return { message: ja.mailSent };
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const used = await mailTokens.consume('password-reset', token);
      if (!used?.userId) throw badRequest(ja.tokenInvalid);
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
      await refresh.revokeAllOfUser(used.userId);
      return { message: ja.passwordReset };
    },

    async updatePassword(userId: number, sessionId: string | null, current: string, next: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row) throw unauthorized(ja.userNotFound);
      if (!(await verifyPassword(row.passwordHash, current))) throw badRequest(ja.passwordWrong);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
        .where(eq(users.id, userId));
      // Other devices are signed out; this one keeps its session.
      await refresh.revokeAllOfUser(userId, sessionId ?? undefined);
      return { message: ja.passwordChanged };
    },

    async sendEmailChange(userId: number, email: string, ip: string) {
      const address = email.toLowerCase();
      const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (me?.email === address) throw badRequest(ja.emailSameAsCurrent);
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
      if (taken) throw conflict(ja.emailTaken);
      await guardMail(address, ip);
      const token = await mailTokens.create('email-change', address, userId);
      await mailer.send(mails.emailChange(address, link('/my-account/email/confirm', token)));
      return { message: ja.mailSent };
    },

    async confirmEmailChange(token: string) {
      const used = await mailTokens.consume('email-change', token);
      if (!used?.userId) throw badRequest(ja.tokenInvalid);
      try {
        await db
          .update(users)
          .set({ email: used.email, updatedAt: new Date() })
          .where(eq(users.id, used.userId));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ja.emailTaken);
        throw error;
      }
      return { message: ja.emailChanged };
    },

    async updateProfile(userId: number, profile: Profile) {
      await db
        .update(users)
        .set({ ...profileColumns(profile), updatedAt: new Date() })
        .where(eq(users.id, userId));
      const user = await loadUser(db, userId);
      if (!user) throw unauthorized(ja.userNotFound);
      return user;
    },
  };
};
