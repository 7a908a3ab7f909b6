import type { WebSpecification } from '@fanclub/domain/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { companyPages, legalTexts, webSpecifications } from '../db/schema/index.ts';
import { listRows, oneRow } from './paging.ts';

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
      invoiceRegistrationNumber: row.invoiceRegistrationNumber,
    })),
  /** The web specification row, locked for the caller's transaction (the console's edit). */
  lockWebSpecification: async (tx: DbOrTx) => {
    const [row] = await tx
      .select()
      .from(webSpecifications)
      .where(eq(webSpecifications.companyId, companyId))
      .for('update');
    return row ?? null;
  },
  saveWebSpecification: async (tx: DbOrTx, data: WebSpecification) => {
    await tx
      .update(webSpecifications)
      .set({ data, updatedAt: new Date() })
      .where(eq(webSpecifications.companyId, companyId));
  },
  legalTextsRow: async (tx: DbOrTx) => {
    const [row] = await tx.select().from(legalTexts).where(eq(legalTexts.companyId, companyId));
    return row ?? null;
  },
  /** The company's four legal texts replaced (the row is created the first time). */
  saveLegalTexts: async (tx: DbOrTx, texts: Omit<typeof legalTexts.$inferInsert, 'companyId'>) => {
    await tx
      .insert(legalTexts)
      .values({ companyId, ...texts })
      .onConflictDoUpdate({ target: legalTexts.companyId, set: texts });
  },
});
