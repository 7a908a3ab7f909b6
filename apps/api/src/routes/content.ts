import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import { paging } from '../repositories/paging.ts';
import { ja } from '../messages/ja.ts';
import { contentRepository } from '../repositories/content.ts';
import { usersRepository } from '../repositories/users.ts';
import { byPaid, defineRoute, everyone } from './define.ts';

/** Missing rows become 404 `{ message }`; `undefined` from a neighbour lookup means "no such item". */
const found = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw notFound(ja.notFound);
  return value;
};
const neighbour = <T>(value: T | null | undefined): T | null => {
  if (value === undefined) throw notFound(ja.notFound);
  return value;
};

/** News, blogs, notices, discographies, schedules and biographies, with paid content gated. */
export const contentRoutes = async (app: FastifyInstance) => {
  const content = contentRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);
  const paid = (userId: number | null) => users.isPaidMember(userId);

  defineRoute(
    app,
    endpoints.listBiographies,
    ({ query }) => content.biographies.list(paging(query)),
    everyone,
  );
  defineRoute(
    app,
    endpoints.getBiography,
    async ({ params }) => found(await content.biographies.get(params.id)),
    everyone,
  );

  for (const [list, get] of [
    [endpoints.listBlogs, endpoints.getBlog],
    [endpoints.listUserBlogs, endpoints.getUserBlog],
  ] as const) {
    defineRoute(
      app,
      list,
      async ({ query, userId }) => content.blogs.list(paging(query), await paid(userId)),
      byPaid,
    );
    defineRoute(
      app,
      get,
      async ({ params, userId }) => found(await content.blogs.get(params.id, await paid(userId))),
      byPaid,
    );
  }
  defineRoute(
    app,
    endpoints.getNextBlog,
    async ({ params, userId }) =>
      neighbour(await content.blogs.neighbour(params.id, 'next', await paid(userId))),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getPreviousBlog,
    async ({ params, userId }) =>
      neighbour(await content.blogs.neighbour(params.id, 'previous', await paid(userId))),
    byPaid,
  );

  defineRoute(
    app,
    endpoints.listNews,
    async ({ query, userId }) => content.news.list(paging(query), query.categoryId, await paid(userId)),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getNews,
    async ({ params, userId }) => found(await content.news.get(params.id, await paid(userId))),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getNextNews,
    async ({ params, userId }) =>
      neighbour(await content.news.neighbour(params.id, 'next', await paid(userId))),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getPreviousNews,
    async ({ params, userId }) =>
      neighbour(await content.news.neighbour(params.id, 'previous', await paid(userId))),
    byPaid,
  );
  defineRoute(app, endpoints.listNewsCategories, () => content.news.categories(), everyone);

  defineRoute(
    app,
    endpoints.listNotices,
    ({ query }) => content.notices.list(paging(query), query.categoryId),
    everyone,
  );
  defineRoute(
    app,
    endpoints.getNotice,
    async ({ params }) => found(await content.notices.get(params.id)),
    everyone,
  );
  defineRoute(
    app,
    endpoints.getNextNotice,
    async ({ params }) => neighbour(await content.notices.neighbour(params.id, 'next')),
    everyone,
  );
  defineRoute(
    app,
    endpoints.getPreviousNotice,
    async ({ params }) => neighbour(await content.notices.neighbour(params.id, 'previous')),
    everyone,
  );
  defineRoute(app, endpoints.listNoticeCategories, () => content.notices.categories(), everyone);

  defineRoute(
    app,
    endpoints.listDiscographies,
    async ({ query, userId }) =>
      content.discographies.list(paging(query), query.categoryId, await paid(userId)),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getDiscography,
    async ({ params, userId }) => found(await content.discographies.get(params.id, await paid(userId))),
    byPaid,
  );
  defineRoute(app, endpoints.listDiscographyCategories, () => content.discographies.categories(), everyone);

  defineRoute(
    app,
    endpoints.listSchedules,
    async ({ query, userId }) => content.schedules.list(paging(query), query.categoryId, await paid(userId)),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getSchedule,
    async ({ params, userId }) => found(await content.schedules.get(params.id, await paid(userId))),
    byPaid,
  );
  defineRoute(app, endpoints.listScheduleCategories, () => content.schedules.categories(), everyone);
};

export { found };
