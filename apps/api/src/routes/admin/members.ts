import {
  adminEndpoints,
  adminMessages,
  memberCsvPart,
  memberFilterKeys,
  memberMailLabels,
  memberMessages,
} from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { adminMembersRepository } from '../../repositories/admin/members.ts';
import { authService } from '../../services/auth-service.ts';
import { defineAdminRoute } from './define.ts';

/**
 * Members in the console: search and filters, the audited CSV of the filtered list, internal
 * notes, お詫び延長, ban with a reason, lift a ban.
 */
export const adminMemberRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const members = adminMembersRepository(db, config.companyId);
  const audit = auditLogsRepository(db, config.companyId);

  defineAdminRoute(app, adminEndpoints.listAdminMembers, ({ query }) => members.list(paging(query), query));

  // The members' CSV, a page per part (the list's own filters and order). Each part is an export
  // of members' data, so each is in the audit log: who, which filter, which rows and how many.
  defineAdminRoute(app, adminEndpoints.exportAdminMembers, async ({ query, operator }) => {
    const page = paging({ limit: query.limit ?? 100, offset: query.offset });
    const { data, total } = await members.exportRows(page, query);
    const next = page.offset + data.length;
    const filter = Object.fromEntries(
      memberFilterKeys
        .filter((key) => query[key] !== undefined && query[key] !== null)
        .map((key) => [key, query[key]]),
    );
    await audit.record({
      operator,
      action: 'export',
      resource: 'members',
      resourceId: null,
      after: { filter, offset: page.offset, rows: data.length, total },
    });
    const stamp = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Tokyo' }).replace(/-/g, '');
    return {
      filename: `members-${stamp}.csv`,
      csv: memberCsvPart(data, page.offset),
      total,
      nextOffset: data.length > 0 && next < total ? next : null,
    };
  });

  defineAdminRoute(app, adminEndpoints.listMemberNotes, async ({ params, query }) => {
    if (!(await members.get(params.id))) throw notFound(adminMessages.notFound);
    return members.notes(params.id, paging(query));
  });

  defineAdminRoute(app, adminEndpoints.createMemberNote, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      if (!(await members.get(params.id, tx))) throw notFound(adminMessages.notFound);
      const note = await members.addNote(params.id, operator.id, body.body, tx);
      await audit.record(
        { operator, action: 'note', resource: 'members', resourceId: params.id, after: note },
        tx,
      );
      return note;
    }),
  );

  // お詫び延長: the period and the next billing move together, recorded with the reason, or nothing.
  defineAdminRoute(app, adminEndpoints.extendMember, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      if (!(await members.get(params.id, tx))) throw notFound(adminMessages.notFound);
      const moved = await members.extend(params.id, body.days, tx);
      if (!moved) throw conflict(memberMessages.notPaid);
      await audit.record(
        {
          operator,
          action: 'extend',
          resource: 'members',
          resourceId: params.id,
          before: { subscriptionId: moved.subscriptionId, ...moved.before },
          after: {
            subscriptionId: moved.subscriptionId,
            ...moved.after,
            days: body.days,
            reason: body.reason,
          },
        },
        tx,
      );
      return (await members.detail(params.id, tx))!;
    }),
  );

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
