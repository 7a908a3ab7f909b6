import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { noticesRepository } from '../repositories/notices.ts';
import { publishedRoutes } from './published.ts';

/** Notices (お知らせ) by category, each notice's neighbours and the categories. */
export const noticeRoutes = async (app: FastifyInstance) =>
  publishedRoutes(
    app,
    noticesRepository(app.db, app.config.companyId),
    {
      list: endpoints.listNotices,
      get: endpoints.getNotice,
      next: endpoints.getNextNotice,
      previous: endpoints.getPreviousNotice,
      categories: endpoints.listNoticeCategories,
    },
    { paid: false },
  );
