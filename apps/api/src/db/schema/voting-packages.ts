// The schema of voting packages (read by payments and by voting) (index.ts assembles every table).
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, at, companyId, displayOrder } from './common.ts';

export const votingPackages = pgTable('voting_packages', {
  id: id(),
  companyId: companyId(),
  name: text(),
  price: integer().notNull(),
  taxRate: doublePrecision().notNull().default(10),
  point: integer().notNull(),
  expireDate: at().notNull(),
  displayOrder: displayOrder(),
});
