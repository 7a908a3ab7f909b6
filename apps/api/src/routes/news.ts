import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { newsRepository } from '../repositories/news.ts';
import { paging } from '../repositories/paging.ts';
import { usersRepository } from '../repositories/users.ts';
import { byPaid, defineRoute, everyone, found, neighbour } from './define.ts';

/** News by category, with paid items gated, each item's neighbours and the categories. */
export const newsRoutes = async (app: FastifyInstance) => {
  const news = newsRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);
  const paid = (userId: number | null) => users.isPaidMember(userId);

  defineRoute(
    app,
    endpoints.listNews,
    async ({ query, userId }) => news.list(paging(query), query.categoryId, await paid(userId)),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getNews,
    async ({ params, userId }) => found(await news.get(params.id, await paid(userId))),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getNextNews,
    async ({ params, userId }) => neighbour(await news.neighbour(params.id, 'next', await paid(userId))),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getPreviousNews,
    async ({ params, userId }) => neighbour(await news.neighbour(params.id, 'previous', await paid(userId))),
    byPaid,
  );
  defineRoute(app, endpoints.listNewsCategories, () => news.categories(), everyone);
};
