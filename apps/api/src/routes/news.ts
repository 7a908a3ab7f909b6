import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { newsRepository } from '../repositories/news.ts';
import { publishedRoutes } from './published.ts';

/** News by category, with paid items gated, each item's neighbours and the categories. */
export const newsRoutes = async (app: FastifyInstance) =>
  publishedRoutes(
    app,
    newsRepository(app.db, app.config.companyId),
    {
      list: endpoints.listNews,
      get: endpoints.getNews,
      next: endpoints.getNextNews,
      previous: endpoints.getPreviousNews,
      categories: endpoints.listNewsCategories,
    },
    { paid: true },
  );
