// The schema of site configuration (index.ts assembles every table).
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, companyId, displayOrder } from './common.ts';

export const companyPages = pgTable(
  'company_pages',
  {
    id: id(),
    companyId: companyId(),
    name: text().notNull(),
    key: text().notNull(),
    isVisible: boolean().notNull().default(true),
    displayOrder: displayOrder(),
  },
  (t) => [uniqueIndex().on(t.companyId, t.key)],
);

/** The whole web specification as the CMS delivers it (many optional per-section fields). */
export const webSpecifications = pgTable('web_specifications', {
  companyId: integer().primaryKey(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: createdAt(),
});

export const legalTexts = pgTable('legal_texts', {
  companyId: integer().primaryKey(),
  termOfUse: text().notNull().default(''),
  privacyPolicy: text().notNull().default(''),
  specialCommercialLaw: text().notNull().default(''),
  membershipPolicy: text().notNull().default(''),
  /** 適格請求書発行事業者の登録番号 (T and 13 digits) printed on receipts; null if not registered. */
  invoiceRegistrationNumber: text(),
});
