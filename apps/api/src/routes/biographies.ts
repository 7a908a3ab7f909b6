import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { biographiesRepository } from '../repositories/biographies.ts';
import { publishedRoutes } from './published.ts';

/** The artist's biography, a page at a time. */
export const biographyRoutes = async (app: FastifyInstance) =>
  publishedRoutes(
    app,
    biographiesRepository(app.db, app.config.companyId),
    { list: endpoints.listBiographies, get: endpoints.getBiography },
    { paid: false },
  );
