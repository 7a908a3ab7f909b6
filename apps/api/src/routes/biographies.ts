import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { biographiesRepository } from '../repositories/biographies.ts';
import { paging } from '../repositories/paging.ts';
import { defineRoute, everyone, found } from './define.ts';

/** The artist's biography, a page at a time. */
export const biographyRoutes = async (app: FastifyInstance) => {
  const biographies = biographiesRepository(app.db, app.config.companyId);
  defineRoute(app, endpoints.listBiographies, ({ query }) => biographies.list(paging(query)), everyone);
  defineRoute(
    app,
    endpoints.getBiography,
    async ({ params }) => found(await biographies.get(params.id)),
    everyone,
  );
};
