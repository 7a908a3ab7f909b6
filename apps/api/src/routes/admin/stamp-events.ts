import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminStampEventsRepository } from '../../repositories/admin/stamp-events.ts';
import { defineAdminRoute } from './define.ts';
import { auditedRecords } from './records.ts';

/** Stamp rallies in the console: stamps with their QR codes' values, and the rewards they open. */
export const adminStampEventRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const events = adminStampEventsRepository(db, config.companyId, config.publicUrl);
  const records = auditedRecords(app, {
    resource: 'stampEvents',
    invalidates: ['eventRewards'],
    get: events.get,
  });

  defineAdminRoute(app, adminEndpoints.listAdminStampEvents, ({ query }) =>
    events.list(paging(query), query.q, query.sortDir),
  );
  defineAdminRoute(app, adminEndpoints.getAdminStampEvent, async ({ params }) => {
    const found = await events.get(params.id);
    if (!found) throw notFound(adminMessages.notFound);
    return found;
  });
  defineAdminRoute(app, adminEndpoints.createStampEvent, ({ body, operator }) =>
    records.create(operator, (tx) => events.insert(body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.updateStampEvent, ({ params, body, operator }) =>
    records.update(operator, params.id, (before, tx) => events.update(before, body, tx)),
  );
};
