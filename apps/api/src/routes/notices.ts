import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { noticesRepository } from '../repositories/notices.ts';
import { paging } from '../repositories/paging.ts';
import { defineRoute, everyone, found, neighbour } from './define.ts';

/** Notices (お知らせ) by category, each notice's neighbours and the categories. */
export const noticeRoutes = async (app: FastifyInstance) => {
  const notices = noticesRepository(app.db, app.config.companyId);
  defineRoute(
    app,
    endpoints.listNotices,
    ({ query }) => notices.list(paging(query), query.categoryId),
    everyone,
  );
  defineRoute(app, endpoints.getNotice, async ({ params }) => found(await notices.get(params.id)), everyone);
  defineRoute(
    app,
    endpoints.getNextNotice,
    async ({ params }) => neighbour(await notices.neighbour(params.id, 'next')),
    everyone,
  );
  defineRoute(
    app,
    endpoints.getPreviousNotice,
    async ({ params }) => neighbour(await notices.neighbour(params.id, 'previous')),
    everyone,
  );
  defineRoute(app, endpoints.listNoticeCategories, () => notices.categories(), everyone);
};
