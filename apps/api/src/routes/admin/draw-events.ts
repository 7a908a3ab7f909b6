import {
  adminEndpoints,
  adminMessages,
  drawEntriesCsvHeaders,
  drawEntryLabels,
  drawRoundLabel,
  drawWinnersCsvHeaders,
  toCsv,
} from '@fanclub/domain/admin';
import { formatDateTime, formatMemberNumber, fullName } from '@fanclub/domain/format';
import { randomInt } from 'node:crypto';
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
  defineAdminRoute(app, adminEndpoints.listDrawPlanChoices, () => events.planChoices());
  defineAdminRoute(app, adminEndpoints.listDrawEntries, async ({ params, query }) => {
    await found(params.id);
    return events.entries(params.id, paging(query), query);
  });

  // Both exports hold members' data: each is audited (`export`), like every other export.
  const exported = async (operator: { id: number; email: string }, id: number, what: string) =>
    audit.record({
      operator,
      action: 'export',
      resource: 'drawEvents',
      resourceId: id,
      after: { export: what },
    });

  type Entrant = Awaited<ReturnType<typeof events.entrants>>[number];
  const entrantCells = (e: Entrant) => [
    e.benefitName,
    formatMemberNumber(e.memberNumber),
    fullName(e.member),
    e.member.email,
    e.option,
    // Japan time, as the orders' export writes it.
    formatDateTime(e.createdAt.toISOString()),
  ];

  defineAdminRoute(app, adminEndpoints.exportDrawWinners, async ({ params, operator }) => {
    await found(params.id);
    const winners = await events.winners(params.id);
    await exported(operator, params.id, 'winners');
    return {
      filename: `draw-winners-${params.id}.csv`,
      csv: toCsv(
        drawWinnersCsvHeaders,
        winners.map((w) => [...entrantCells(w), drawRoundLabel(w.wonRound)]),
      ),
    };
  });

  defineAdminRoute(app, adminEndpoints.exportDrawEntries, async ({ params, operator }) => {
    await found(params.id);
    const entrants = await events.entrants(params.id);
    await exported(operator, params.id, 'entries');
    return {
      filename: `draw-entries-${params.id}.csv`,
      csv: toCsv(
        drawEntriesCsvHeaders,
        entrants.map((e) => [...entrantCells(e), drawEntryLabels[e.status], drawRoundLabel(e.wonRound)]),
      ),
    };
  });

  defineAdminRoute(app, adminEndpoints.createDrawEvent, ({ body, operator }) =>
    records.create(operator, (tx) => events.insert(body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.updateDrawEvent, ({ params, body, operator }) =>
    records.update(operator, params.id, (before, tx) => events.update(before, body, tx)),
  );

  // 二次抽選: the new winners are chosen and recorded in one transaction with the audit row, then
  // told by mail (the 当選 mail, to them only).
  defineAdminRoute(app, adminEndpoints.redrawDrawBenefit, async ({ params, body, operator }) => {
    let round = 0;
    const after = await records.update(
      operator,
      params.id,
      async (_before, tx) => {
        round = await events.redraw(params.id, params.benefitId, body.winners, (max) => randomInt(max), tx);
      },
      () => 'redraw',
    );
    await sendDrawResults({ db, post: app.mail, publicUrl: config.publicUrl }, [params.benefitId], round);
    return after;
  });

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
