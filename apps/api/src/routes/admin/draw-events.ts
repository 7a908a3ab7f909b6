import {
  adminEndpoints,
  adminMessages,
  drawWinnersCsvHeaders,
  memberNumber,
  toCsv,
} from '@fanclub/domain/admin';
import { fullName } from '@fanclub/domain/format';
import type { FastifyInstance } from 'fastify';
import { runEventDraw } from '../../jobs/draw.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { sendDrawResults } from '../../mail/notices.ts';
import { adminDrawEventsRepository } from '../../repositories/admin/draw-events.ts';
import { auditedRecords } from './records.ts';
import { defineAdminRoute } from './define.ts';

/** Draw events in the console: entries, winners, and running the draw by hand. */
export const adminDrawEventRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const events = adminDrawEventsRepository(db, config.companyId);
  const records = auditedRecords(app, {
    resource: 'drawEvents',
    invalidates: ['drawEvents'],
    get: events.get,
  });
  const { audit, found } = records;

  defineAdminRoute(app, adminEndpoints.listAdminDrawEvents, ({ query }) =>
    events.list(paging(query), query.q, query.sortDir),
  );
  defineAdminRoute(app, adminEndpoints.getAdminDrawEvent, ({ params }) => found(params.id));
  defineAdminRoute(app, adminEndpoints.listDrawEntries, async ({ params, query }) => {
    await found(params.id);
    return events.entries(params.id, paging(query), query);
  });

  defineAdminRoute(app, adminEndpoints.exportDrawWinners, async ({ params }) => {
    await found(params.id);
    const winners = await events.winners(params.id);
    return {
      filename: `draw-winners-${params.id}.csv`,
      csv: toCsv(
        drawWinnersCsvHeaders,
        winners.map((w) => [
          w.benefitName,
          memberNumber(w.member.id),
          fullName(w.member),
          w.member.email,
          w.option,
          w.createdAt.toISOString(),
        ]),
      ),
    };
  });

  defineAdminRoute(app, adminEndpoints.createDrawEvent, ({ body, operator }) =>
    records.create(operator, (tx) => events.insert(body, tx)),
  );

  // The same draw as the job and the `draw` command (jobs/draw.ts: each benefit once, in one
  // transaction per event), after the entry period is closed at this moment.
  defineAdminRoute(app, adminEndpoints.runDrawEvent, async ({ params, operator }) => {
    const before = await found(params.id);
    if (before.benefits.length === 0) throw conflict(adminMessages.drawNoBenefit);
    const now = new Date();
    await events.closeEntries(params.id, now);
    const outcome = await runEventDraw(db, params.id, {
      now,
      onDrawn: (benefitIds) =>
        sendDrawResults({ db, post: app.mail, publicUrl: config.publicUrl }, benefitIds),
    });
    if (outcome.status === 'already_drawn') throw conflict(adminMessages.drawAlreadyDone);
    if (outcome.status !== 'drawn') throw notFound(adminMessages.notFound);
    const after = await events.get(params.id);
    await audit.record({
      operator,
      action: 'draw',
      resource: 'drawEvents',
      resourceId: params.id,
      before,
      after,
    });
    return after!;
  });
};
