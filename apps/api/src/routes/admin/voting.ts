import { adminEndpoints, adminMessages, toCsv, votingResultsCsvHeaders } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { paging } from '../../repositories/paging.ts';
import { adminVotingRepository } from '../../repositories/admin/voting.ts';
import { defineAdminRoute } from './define.ts';
import { auditedRecords } from './records.ts';

/** Voting events (candidates, live results, CSV) and point packages in the console. */
export const adminVotingRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const voting = adminVotingRepository(db, config.companyId);
  const records = auditedRecords(app, {
    resource: 'votingEvents',
    invalidates: ['voting', 'votingPackages'],
    get: voting.get,
  });
  const { audit, found } = records;

  defineAdminRoute(app, adminEndpoints.listAdminVotingEvents, ({ query }) =>
    voting.list(paging(query), query.q, query.sortDir),
  );
  defineAdminRoute(app, adminEndpoints.getAdminVotingEvent, ({ params }) => found(params.id));
  defineAdminRoute(app, adminEndpoints.createVotingEvent, ({ body, operator }) =>
    records.create(operator, (tx) => voting.insert(body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.updateVotingEvent, ({ params, body, operator }) =>
    records.update(operator, params.id, (before, tx) => voting.update(before, body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.exportVotingResults, async ({ params }) => {
    const event = await found(params.id);
    return {
      filename: `voting-results-${event.id}.csv`,
      csv: toCsv(
        votingResultsCsvHeaders,
        event.candidates.map((c, index) => [index + 1, c.name, c.profileId, c.point, c.votes, c.voters]),
      ),
    };
  });

  defineAdminRoute(app, adminEndpoints.listAdminVotingPackages, ({ query }) =>
    voting.packages(paging(query)),
  );
  defineAdminRoute(app, adminEndpoints.createVotingPackage, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const after = await voting.insertPackage(body, tx);
      await audit.record(
        { operator, action: 'create', resource: 'votingPackages', resourceId: after.id, after },
        tx,
      );
      return after;
    }),
  );
  defineAdminRoute(app, adminEndpoints.updateVotingPackage, ({ params, body, operator }) =>
    db.transaction(async (tx) => {
      const before = await voting.getPackage(params.id, tx);
      if (!before) throw notFound(adminMessages.notFound);
      const after = await voting.updatePackage(params.id, body, tx);
      await audit.record(
        { operator, action: 'update', resource: 'votingPackages', resourceId: params.id, before, after },
        tx,
      );
      return after;
    }),
  );
};
