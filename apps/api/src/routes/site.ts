import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { siteRepository } from '../repositories/site.ts';
import { webManifest } from '../site/web-manifest.ts';
import { defineRoute, everyone, found } from './define.ts';

/** The site's configuration: web specification, company pages and legal texts. */
export const siteRoutes = async (app: FastifyInstance) => {
  const site = siteRepository(app.db, app.config.companyId);
  defineRoute(app, endpoints.getWebSpecification, async () => found(await site.webSpecification()), everyone);
  // The home-screen app (web app manifest), read by the browser from the page's <link rel="manifest">.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(await site.webSpecification()))),
  );
  defineRoute(app, endpoints.listCompanyPages, () => site.companyPages(), everyone);
  defineRoute(app, endpoints.getLegalTexts, async () => found(await site.legalTexts()), everyone);
};
