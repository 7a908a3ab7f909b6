import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminStampEventsRepository } from '../../repositories/admin/stamp-events.ts';
import { defineAdminRoute } from './define.ts';
import { auditedWrites } from './invalidate.ts';

/** Stamp rallies in the console: stamps with their QR codes' values, and the rewards they open. */
export const adminStampEventRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const events = adminStampEventsRepository(db, config.companyId, config.publicUrl);
  const audit = auditedWrites(app, 'eventRewards');

  defineAdminRoute(app, adminEndpoints.listAdminStampEvents, ({ query }) =>
    events.list(paging(query), query.q, query.sortDir),
  );
  defineAdminRoute(app, adminEndpoints.getAdminStampEvent, async ({ params }) => {
    const found = await events.get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });
  defineAdminRoute(app, adminEndpoints.createStampEvent, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const id = await events.insert(body, tx);
      const after = await events.get(id, tx);
      await audit.record({ operator, action: 'create', resource: 'stampEvents', resourceId: id, after }, tx);
      return after!;
    }),
  );
  defineAdminRoute(app, adminEndpoints.updateStampEvent, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await events.get(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      await events.update(before, body, tx);
      const after = await events.get(params.id, tx);
      await audit.record(
        { operator, action: 'update', resource: 'stampEvents', resourceId: params.id, before, after },
        tx,
      );
      return after!;
    }),
  );
};
