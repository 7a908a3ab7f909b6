import { adminEndpoints } from '@fanclub/domain/admin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { legalTexts } from '../../db/schema.ts';
import { auditLogsRepository } from '../../repositories/admin/audit-logs.ts';
import { siteRepository } from '../../repositories/site.ts';
import { defineAdminRoute } from './define.ts';
import { invalidateAfterWrite } from './invalidate.ts';

const empty = { termOfUse: '', privacyPolicy: '', specialCommercialLaw: '', membershipPolicy: '' };

/** The four legal texts of the site (one row per company), read and replaced by editors. */
export const adminLegalTextRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const companyId = config.companyId;
  const audit = auditLogsRepository(db, companyId);
  invalidateAfterWrite(app, 'site');

  defineAdminRoute(
    app,
    adminEndpoints.getAdminLegalTexts,
    async () => (await siteRepository(db, companyId).legalTexts()) ?? empty,
  );

  defineAdminRoute(app, adminEndpoints.updateLegalTexts, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(legalTexts).where(eq(legalTexts.companyId, companyId));
      await tx
        .insert(legalTexts)
        .values({ companyId, ...body })
        .onConflictDoUpdate({ target: legalTexts.companyId, set: body });
      await audit.record(
        {
          operator,
          action: 'update',
          resource: 'legalTexts',
          resourceId: companyId,
          before: before ?? null,
          after: { companyId, ...body },
        },
        tx,
      );
      return body;
    }),
  );
};
