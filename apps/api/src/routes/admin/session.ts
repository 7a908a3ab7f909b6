import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { OPERATOR_SESSION_TTL_SECONDS, signOperatorToken } from '../../auth/operator-token.ts';
import { decoyHash, verifyPassword } from '../../auth/passwords.ts';
import { totpStep } from '../../auth/totp.ts';
import { iso } from '../../lib/dates.ts';
import { tooManyRequests, unauthorized } from '../../lib/http-error.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { operatorsRepository, toOperator } from '../../repositories/admin/operators.ts';
import { minutesOf, throttleRepository, throttleRules } from '../../repositories/throttle.ts';
import { defineAdminRoute } from './define.ts';
import { answers } from '@fanclub/domain/answers';

/** Console sign-in and sign-out: throttled like the fans' sign-in, with the TOTP step when set. */
export const adminSessionRoutes = async (app: FastifyInstance) => {
  const { config } = app;
  const operators = operatorsRepository(app.db, config.companyId);
  const throttle = throttleRepository(app.db, app.shared);
  const audit = auditLogsRepository(app.db, config.companyId);

  app.route({
    method: adminEndpoints.adminSignIn.method,
    url: adminEndpoints.adminSignIn.path,
    schema: {
      summary: adminEndpoints.adminSignIn.summary,
      tags: ['admin: session'],
      body: adminEndpoints.adminSignIn.body,
      response: { 200: adminEndpoints.adminSignIn.response },
    },
    handler: async (request, reply) => {
      const { email, password, otp, recoveryCode } = request.body as z.output<
        typeof adminEndpoints.adminSignIn.body
      >;
      /** Every sign-in, failure and lock-out is in the audit log, with the address it came from. */
      const record = async (
        action: 'sign-in' | 'sign-in-failed' | 'lock-out',
        who: { id: number; email: string } | null,
        detail: Record<string, unknown> = {},
      ) =>
        audit.record({
          operator: who ?? { id: null, email: email.toLowerCase() },
          action,
          resource: 'adminSession',
          resourceId: who?.id ?? null,
          after: { ip: request.ip, ...detail },
        });
      const locked = async (rule: keyof typeof throttleRules) => {
        await record('lock-out', await operators.byEmail(email), { rule });
        return tooManyRequests(answers.signInLocked(minutesOf(throttleRules[rule])));
      };
      if (!(await throttle.hit(`console:ip:${request.ip}`, throttleRules.signInIp)))
        throw await locked('signInIp');
      // Per account and address, as the members' sign-in: nobody elsewhere can lock an operator out.
      const accountKey = `console:pair:${request.ip}:${email.toLowerCase()}`;
      if (!(await throttle.hit(accountKey, throttleRules.signInPair))) throw await locked('signInPair');
      const row = await operators.byEmail(email);
      // An invited operator has no password yet: the decoy keeps the time the same.
      const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
      if (!row || !ok || row.disabledAt || !row.passwordHash) {
        const reason = !row ? 'unknown' : !ok || !row.passwordHash ? 'password' : 'disabled';
        await record('sign-in-failed', row, { reason });
        throw unauthorized(adminMessages.signInFailed);
      }
      if (row.totpSecret) {
        if (recoveryCode) {
          if (!(await operators.useRecoveryCode(row.id, recoveryCode))) {
            await record('sign-in-failed', row, { reason: 'recovery-code' });
            throw unauthorized(adminMessages.recoveryCodeWrong);
          }
        } else {
          if (!otp) throw unauthorized(adminMessages.otpRequired);
          const step = totpStep(row.totpSecret, otp);
          if (step === null || !(await operators.useTotpStep(row.id, step))) {
            await record('sign-in-failed', row, { reason: 'otp' });
            throw unauthorized(adminMessages.otpInvalid);
          }
        }
      }
      await throttle.clear(accountKey);
      const session = await operators.startSession(row.id, OPERATOR_SESSION_TTL_SECONDS);
      await record('sign-in', row, recoveryCode && row.totpSecret ? { recoveryCode: true } : {});
      const token = await signOperatorToken(
        config.jwtSecret,
        { operatorId: row.id, companyId: config.companyId, sessionId: session.id },
        session.expiresAt,
      );
      const { requireTotp } = await operators.settings();
      void reply.header('cache-control', 'no-store');
      return {
        token,
        expiresAt: iso(session.expiresAt),
        operator: toOperator(row),
        totpRequired: requireTotp && !row.totpSecret,
      };
    },
  });

  defineAdminRoute(app, adminEndpoints.adminSignOut, async ({ operator }) => {
    await operators.endSession(operator.sessionId);
    return { message: 'ログアウトしました。' };
  });

  defineAdminRoute(app, adminEndpoints.adminMe, async ({ operator }) => {
    const row = await operators.byId(operator.id);
    if (!row) throw unauthorized(adminMessages.sessionExpired);
    return toOperator(row);
  });
};
