import { adminEndpoints, adminMessages, memberMailLabels } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { adminMembersRepository } from '../../repositories/admin/members.ts';
import { authService } from '../../services/auth-service.ts';
import { defineAdminRoute } from './define.ts';

/** Members in the console: search, ban with a reason, lift a ban. */
export const adminMemberRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const members = adminMembersRepository(db, config.companyId);
  const audit = auditLogsRepository(db, config.companyId);

  defineAdminRoute(app, adminEndpoints.listAdminMembers, ({ query }) => members.list(paging(query), query.q));

  defineAdminRoute(app, adminEndpoints.getAdminMember, async ({ params }) => {
    const found = await members.detail(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });

  defineAdminRoute(app, adminEndpoints.listMemberTransactions, async ({ params, query }) => {
    if (!(await members.get(params.id))) throw notFound(adminMessages.notFound);
    return members.transactions(params.id, paging(query));
  });

  // The same mail, link and limits as the site's own request (forgot password), sent for the member.
  defineAdminRoute(app, adminEndpoints.sendMemberMail, async ({ params, body, operator, request }) => {
    const member = await members.get(params.id);
    if (!member) throw notFound(adminMessages.notFound);
    await authService(app).sendPasswordEmail(member.email, request.ip);
    await audit.record({
      operator,
      action: 'mail',
      resource: 'members',
      resourceId: params.id,
      after: { kind: body.kind, to: member.email },
    });
    return { message: `${member.email} に${memberMailLabels[body.kind]}を送りました。` };
  });

  defineAdminRoute(app, adminEndpoints.banMember, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await members.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      if (!(await members.ban(params.id, body.reason, tx)))
        throw conflict('有料会員のお申し込みがない会員は利用停止にできません。');
      const after = await members.get(params.id, tx);
      await audit.record(
        { operator, action: 'ban', resource: 'members', resourceId: params.id, before, after },
        tx,
      );
      return after!;
    }),
  );

  defineAdminRoute(app, adminEndpoints.unbanMember, ({ params, operator }) =>
    db.transaction(async (tx) => {
      const before = await members.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      if (!(await members.unban(params.id, tx))) throw conflict('この会員は利用停止になっていません。');
      const after = await members.get(params.id, tx);
      await audit.record(
        { operator, action: 'unban', resource: 'members', resourceId: params.id, before, after },
        tx,
      );
      return after!;
    }),
  );
};
