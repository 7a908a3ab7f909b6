import { adminEndpoints, adminMessages } from '@fanclub/domain/admin';
import { sectionKeys, type WebSpecification } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { siteRepository } from '../../repositories/site.ts';
import { defineAdminRoute } from './define.ts';
import { auditedWrites } from './invalidate.ts';

/**
 * The web specification in the console. The row keeps what the console does not edit (logos,
 * first-view images, section pictures) as it was; the site reads the result through its `site`
 * read cache, so the next page a fan opens is in the new colours.
 */
export const adminSiteSettingsRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const site = siteRepository(db, config.companyId);
  const audit = auditedWrites(app, 'site');

  defineAdminRoute(app, adminEndpoints.getAdminWebSpecification, async () => {
    const spec = await site.webSpecification();
    if (!spec) throw notFound(adminMessages.notFound);
    return spec;
  });
  defineAdminRoute(app, adminEndpoints.updateWebSpecification, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const row = await site.lockWebSpecification(tx);
      if (!row) throw notFound(adminMessages.notFound);
      const before = row.data as WebSpecification;
      const { sectionColors, ...fields } = body;
      const after: WebSpecification = {
        ...before,
        ...fields,
        sections: Object.fromEntries(
          sectionKeys.map((key) => [
            key,
            { imageURL: before.sections?.[key]?.imageURL ?? null, color: sectionColors[key] },
          ]),
        ) as WebSpecification['sections'],
      };
      await site.saveWebSpecification(tx, after);
      await audit.record(
        {
          operator,
          action: 'update',
          resource: 'webSpecification',
          resourceId: config.companyId,
          before,
          after,
        },
        tx,
      );
      return after;
    }),
  );
};
