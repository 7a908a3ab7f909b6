import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { paging } from '../repositories/paging.ts';
import { votingPackagesRepository } from '../repositories/voting-packages.ts';
import { defineRoute, everyone, found } from './define.ts';

/** The voting-point packages on sale. */
export const votingPackageRoutes = async (app: FastifyInstance) => {
  const packages = votingPackagesRepository(app.db, app.config.companyId);
  defineRoute(app, endpoints.listVotingPackages, ({ query }) => packages.list(paging(query)), everyone);
  defineRoute(
    app,
    endpoints.getVotingPackage,
    async ({ params }) => found(await packages.get(params.id)),
    everyone,
  );
};
