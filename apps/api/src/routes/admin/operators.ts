import { AUDIT_EXPORT_LIMIT, adminEndpoints, adminMessages, auditCsv } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { operatorsRepository, toOperator } from '../../repositories/admin/operators.ts';
import { defineAdminRoute } from './define.ts';

/** Operators and the audit log: the owner's. */
export const adminOperatorRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const operators = operatorsRepository(db, config.companyId);
  const audit = auditLogsRepository(db, config.companyId);

  defineAdminRoute(app, adminEndpoints.listOperators, ({ query }) => operators.list(paging(query), query.q));

  defineAdminRoute(app, adminEndpoints.createOperator, async ({ body, operator }) => {
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      const row = await operators.insert({ ...body, passwordHash }, tx);
      if (!row) throw conflict(adminMessages.operatorExists);
      const created = toOperator(row);
      await audit.record(
        { operator, action: 'create', resource: 'operators', resourceId: row.id, after: created },
        tx,
      );
      return created;
    });
  });

  defineAdminRoute(app, adminEndpoints.updateOperator, async ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await operators.byId(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      const demoted = body.role !== undefined && body.role !== 'owner';
      if (
        before.role === 'owner' &&
        (demoted || body.disabled) &&
        !(await operators.otherActiveOwners(before.id, tx))
      )
        throw badRequest(adminMessages.lastOwner);
      const row = await operators.update(
        params.id,
        {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(body.disabled !== undefined
            ? { disabledAt: body.disabled ? (before.disabledAt ?? new Date()) : null }
            : {}),
        },
        tx,
      );
      if (body.disabled) await operators.endSessionsOf(params.id, tx);
      const after = toOperator(row!);
      await audit.record(
        {
          operator,
          action: 'update',
          resource: 'operators',
          resourceId: params.id,
          before: toOperator(before),
          after,
        },
        tx,
      );
      return after;
    }),
  );

  defineAdminRoute(app, adminEndpoints.listAuditLogs, ({ query }) => audit.list(paging(query), query));

  // The filtered log as one CSV (newest first, at most AUDIT_EXPORT_LIMIT entries): reading the log
  // out is itself one entry of it, with the filter and how many entries it wrote.
  defineAdminRoute(app, adminEndpoints.exportAuditLogs, async ({ query, operator }) => {
    const { data, total } = await audit.exportRows(query, AUDIT_EXPORT_LIMIT);
    const { q: _q, sortDir: _sortDir, ...filter } = query;
    await audit.record({
      operator,
      action: 'export',
      resource: 'auditLogs',
      resourceId: null,
      after: { filter, rows: data.length, total },
    });
    const stamp = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Tokyo' }).replace(/-/g, '');
    return { filename: `audit-logs-${stamp}.csv`, csv: auditCsv(data), rows: data.length, total };
  });
};
