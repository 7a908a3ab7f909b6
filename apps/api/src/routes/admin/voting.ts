import { adminEndpoints, toCsv, votingResultsCsvHeaders } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { paging } from '../../repositories/paging.ts';
import { adminVotingRepository } from '../../repositories/admin/voting.ts';
import { defineAdminRoute } from './define.ts';
import { auditedRecords, recordWrites } from './records.ts';

/** Voting events (candidates, live results, CSV) and point packages in the console. */
export const adminVotingRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const voting = adminVotingRepository(db, config.companyId);
  const records = auditedRecords(app, {
    resource: 'votingEvents',
    invalidates: ['voting', 'votingPackages'],
    get: voting.get,
  });
  const { found } = records;
  const packages = recordWrites(db, records.audit, { resource: 'votingPackages', get: voting.getPackage });

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
    packages.create(operator, (tx) => voting.insertPackage(body, tx)),
  );
  defineAdminRoute(app, adminEndpoints.updateVotingPackage, ({ params, body, operator }) =>
    packages.update(operator, params.id, (_, tx) => voting.updatePackage(params.id, body, tx)),
  );
};
