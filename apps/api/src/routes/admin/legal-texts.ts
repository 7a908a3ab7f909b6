import { adminEndpoints } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { siteRepository } from '../../repositories/site.ts';
import { defineAdminRoute } from './define.ts';
import { auditedWrites } from './invalidate.ts';

const empty = {
  termOfUse: '',
  privacyPolicy: '',
  specialCommercialLaw: '',
  membershipPolicy: '',
  invoiceRegistrationNumber: null,
};

/** The four legal texts of the site and the invoice registration number (one row per company), read and replaced by editors. */
export const adminLegalTextRoutes = async (app: FastifyInstance) => {
  const { db, config } = app;
  const companyId = config.companyId;
  const audit = auditedWrites(app, 'site');
  const site = siteRepository(db, companyId);

  defineAdminRoute(app, adminEndpoints.getAdminLegalTexts, async () => (await site.legalTexts()) ?? empty);

  defineAdminRoute(app, adminEndpoints.updateLegalTexts, ({ body, operator }) =>
    db.transaction(async (tx) => {
      const before = await site.legalTextsRow(tx);
      await site.saveLegalTexts(tx, body);
      await audit.record(
        {
          operator,
          action: 'update',
          resource: 'legalTexts',
          resourceId: companyId,
          before,
          after: { companyId, ...body },
        },
        tx,
      );
      return body;
    }),
  );
};
