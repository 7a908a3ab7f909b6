import { randomInt } from 'node:crypto';
import {
  adminEndpoints,
  adminMessages,
  INVITATION_TTL_HOURS,
  operatorRoleLabels,
  RECOVERY_CODE_COUNT,
  staffMessages,
} from '@fanclub/domain/admin';
import { answersOf, errorAnswersOf } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { newTotpSecret, totpStep, totpUri } from '../../auth/totp.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-error.ts';
import { mails } from '../../mail/templates.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { operatorsRepository, toOperator } from '../../repositories/admin/operators.ts';
import { minutesOf, throttleRepository, throttleRules } from '../../repositories/throttle.ts';
import { answers } from '@fanclub/domain/answers';
import { defineAdminRoute } from './define.ts';

/** Letters and digits that cannot be read as one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A recovery code as shown, `xxxxx-xxxxx`; sign-in takes it with or without the hyphen. */
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};
const stored = (code: string) => code.replace('-', '');

/**
 * The staff: the owner's invitations, removal, TOTP reset and console settings; each operator's
 * own password and TOTP enrolment; the invitee's page (no session: the token is the key).
 */
export const adminStaffRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const operators = operatorsRepository(db, config.companyId);
  const audit = auditLogsRepository(db, config.companyId);
  const throttle = throttleRepository(db, app.shared);
  const invitationLink = (token: string) =>
    `${config.publicUrl}/console/invitation?token=${encodeURIComponent(token)}`;

  /** Mails an invitation; a failure is the owner's to see (the operator stays, to be sent again). */
  const sendInvitation = async (
    to: { email: string; name: string; role: keyof typeof operatorRoleLabels },
    token: string,
    invitedBy: number,
  ) => {
    const inviter = await operators.byId(invitedBy);
    await app.mail.send(
      mails.operatorInvitation(
        { email: to.email, name: to.name },
        { role: operatorRoleLabels[to.role], invitedBy: inviter?.name ?? '', hours: INVITATION_TTL_HOURS },
        invitationLink(token),
      ),
    );
  };

  defineAdminRoute(app, adminEndpoints.inviteOperator, async ({ body, operator }) => {
    const { row, token } = await db.transaction(async (tx) => {
      const row = await operators.insert({ ...body, passwordHash: null }, tx);
      if (!row) throw conflict(adminMessages.operatorExists);
      const token = await operators.invite(row.id, tx);
      await audit.record(
        { operator, action: 'invite', resource: 'operators', resourceId: row.id, after: toOperator(row) },
        tx,
      );
      return { row, token };
    });
    await sendInvitation(row, token, operator.id);
    return toOperator(row);
  });

  defineAdminRoute(app, adminEndpoints.resendInvitation, async ({ params, operator }) => {
    const { row, token } = await db.transaction(async (tx) => {
      const row = await operators.byId(params.id, tx);
      if (!row) throw notFound(adminMessages.notFound);
      if (row.passwordHash !== null) throw conflict(staffMessages.alreadyActive);
      const token = await operators.invite(row.id, tx);
      await audit.record(
        { operator, action: 'invite', resource: 'operators', resourceId: row.id, after: { resent: true } },
        tx,
      );
      return { row, token };
    });
    await sendInvitation(row, token, operator.id);
    return { message: staffMessages.invitationSent(row.email) };
  });

  defineAdminRoute(app, adminEndpoints.deleteOperator, ({ params, operator }) =>
    db.transaction(async (tx) => {
      const before = await operators.byId(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      if (before.role === 'owner' && !(await operators.otherActiveOwners(before.id, tx)))
        throw conflict(adminMessages.lastOwner);
      if (before.id === operator.id) throw conflict(staffMessages.removeSelf);
      await operators.remove(before.id, tx);
      await audit.record(
        {
          operator,
          action: 'delete',
          resource: 'operators',
          resourceId: before.id,
          before: toOperator(before),
        },
        tx,
      );
      return { message: staffMessages.removed };
    }),
  );

  defineAdminRoute(app, adminEndpoints.resetOperatorTotp, ({ params, operator }) =>
    db.transaction(async (tx) => {
      const before = await operators.byId(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      const after = toOperator((await operators.resetTotp(before.id, tx))!);
      await audit.record(
        {
          operator,
          action: 'reset-totp',
          resource: 'operators',
          resourceId: before.id,
          before: toOperator(before),
          after,
        },
        tx,
      );
      return after;
    }),
  );

  defineAdminRoute(app, adminEndpoints.getConsoleSettings, () => operators.settings());
  defineAdminRoute(app, adminEndpoints.updateConsoleSettings, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const before = await operators.settings(tx);
      const after = await operators.saveSettings(body, tx);
      await audit.record(
        { operator, action: 'update', resource: 'consoleSettings', resourceId: null, before, after },
        tx,
      );
      return after;
    }),
  );

  // ---------------------------------------------------------------- the invitee (no session)

  defineInvitationRoute(app, adminEndpoints.getInvitation, async (body: { token: string }) => {
    const row = await operators.invited(body.token);
    if (!row || row.passwordHash !== null) throw badRequest(staffMessages.invitationInvalid);
    return { email: row.email, name: row.name };
  });

  defineInvitationRoute(
    app,
    adminEndpoints.acceptInvitation,
    async (body: { token: string; password: string }) => {
      // A link that opens nothing is answered before the password is hashed.
      if (!(await operators.invited(body.token))) throw badRequest(staffMessages.invitationInvalid);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const id = await operators.useInvitation(body.token, tx);
        const row = id === null ? null : await operators.byId(id, tx);
        if (!row || row.passwordHash !== null) throw badRequest(staffMessages.invitationInvalid);
        const after = await operators.update(row.id, { passwordHash }, tx);
        await audit.record(
          {
            operator: { id: row.id, email: row.email },
            action: 'accept-invitation',
            resource: 'operators',
            resourceId: row.id,
            after: toOperator(after!),
          },
          tx,
        );
      });
      return { message: staffMessages.invitationAccepted };
    },
  );

  // ---------------------------------------------------------------- one's own account

  defineAdminRoute(app, adminEndpoints.changeOwnPassword, async ({ body, operator }) => {
    const key = `console:password:${operator.id}`;
    if (!(await throttle.hit(key, throttleRules.signInPair)))
      throw tooManyRequests(answers.signInLocked(minutesOf(throttleRules.signInPair)));
    const row = await operators.byId(operator.id);
    if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, body.currentPassword)))
      throw badRequest(staffMessages.currentPasswordWrong);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await operators.update(operator.id, { passwordHash }, tx);
      // Everywhere else signed out: a password someone else knew opens nothing any more.
      await operators.endSessionsOf(operator.id, tx, operator.sessionId);
      await audit.record(
        { operator, action: 'change-password', resource: 'operators', resourceId: operator.id },
        tx,
      );
    });
    await throttle.clear(key);
    return { message: staffMessages.passwordChanged };
  });

  defineAdminRoute(app, adminEndpoints.startTotpEnrolment, async ({ operator }) => {
    const secret = newTotpSecret();
    await operators.update(operator.id, { totpPendingSecret: secret });
    return { secret, uri: totpUri(secret, operator.email) };
  });

  defineAdminRoute(app, adminEndpoints.confirmTotpEnrolment, async ({ body, operator }) => {
    const row = await operators.byId(operator.id);
    const pending = row?.totpPendingSecret;
    if (!pending) throw badRequest(staffMessages.totpNotStarted);
    const step = totpStep(pending, body.otp);
    if (step === null) throw badRequest(staffMessages.totpCodeWrong);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await operators.enableTotp(operator.id, pending, step, codes.map(stored), tx);
      await audit.record(
        {
          operator,
          action: 'enable-totp',
          resource: 'operators',
          resourceId: operator.id,
          before: { hasTotp: row.totpSecret !== null },
          after: { hasTotp: true },
        },
        tx,
      );
    });
    return { recoveryCodes: codes };
  });
};

/** A call of the invitee, who has no session: validated by the contract, never cached. */
const defineInvitationRoute = <B>(
  app: FastifyInstance,
  endpoint: typeof adminEndpoints.getInvitation | typeof adminEndpoints.acceptInvitation,
  handler: (body: B) => Promise<unknown>,
) => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['admin: session'],
      body: endpoint.body,
      response: answersOf(endpoint),
    },
    config: { errorAnswers: errorAnswersOf(endpoint) },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return handler(request.body as B);
    },
  });
};
