import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { homeRepository } from '../repositories/home.ts';
import { defineRoute, everyone } from './define.ts';

/** The home page's lists: topics, sections, first-view images and ads. */
export const homeRoutes = async (app: FastifyInstance) => {
  const home = homeRepository(app.db, app.config.companyId);
  defineRoute(app, endpoints.listTopics, () => home.topics(), everyone);
  defineRoute(app, endpoints.listTopComponents, () => home.topComponents(), everyone);
  defineRoute(app, endpoints.listTopImages, () => home.topImages(), everyone);
  defineRoute(app, endpoints.listAds, () => home.ads(), everyone);
};
