import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { discographiesRepository } from '../repositories/discographies.ts';
import { publishedRoutes } from './published.ts';

/** The discography by category, with paid items gated, and the categories. */
export const discographyRoutes = async (app: FastifyInstance) =>
  publishedRoutes(
    app,
    discographiesRepository(app.db, app.config.companyId),
    {
      list: endpoints.listDiscographies,
      get: endpoints.getDiscography,
      categories: endpoints.listDiscographyCategories,
    },
    { paid: true },
  );
