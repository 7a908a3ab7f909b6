import type { WebSpecification } from '@fanclub/domain/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companyPages, legalTexts, webSpecifications } from '../db/schema.ts';
import { listRows, oneRow } from '../lib/paging.ts';

/** The site's configuration: web specification, company pages and legal texts. */
export const siteRepository = (db: Db, companyId: number) => ({
  webSpecification: () =>
    oneRow(
      db,
      webSpecifications,
      eq(webSpecifications.companyId, companyId),
      (row) => row.data as WebSpecification,
    ),
  companyPages: () =>
    listRows(
      db,
      companyPages,
      and(eq(companyPages.companyId, companyId), eq(companyPages.isVisible, true)),
      [asc(companyPages.displayOrder), asc(companyPages.id)],
      ({ id, name, key, isVisible, displayOrder }) => ({ id, name, key, isVisible, displayOrder }),
    ),
  legalTexts: () =>
    oneRow(db, legalTexts, eq(legalTexts.companyId, companyId), (row) => ({
      termOfUse: row.termOfUse,
      privacyPolicy: row.privacyPolicy,
      specialCommercialLaw: row.specialCommercialLaw,
      membershipPolicy: row.membershipPolicy,
    })),
});
