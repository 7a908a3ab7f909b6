import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { discographiesRepository } from '../repositories/discographies.ts';
import { paging } from '../repositories/paging.ts';
import { usersRepository } from '../repositories/users.ts';
import { byPaid, defineRoute, everyone, found } from './define.ts';

/** The discography by category, with paid items gated, and the categories. */
export const discographyRoutes = async (app: FastifyInstance) => {
  const discographies = discographiesRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);
  const paid = (userId: number | null) => users.isPaidMember(userId);

  defineRoute(
    app,
    endpoints.listDiscographies,
    async ({ query, userId }) => discographies.list(paging(query), query.categoryId, await paid(userId)),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getDiscography,
    async ({ params, userId }) => found(await discographies.get(params.id, await paid(userId))),
    byPaid,
  );
  defineRoute(app, endpoints.listDiscographyCategories, () => discographies.categories(), everyone);
};
