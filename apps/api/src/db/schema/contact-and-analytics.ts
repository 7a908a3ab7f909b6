// The schema of contact and analytics (index.ts assembles every table).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, companyId } from './common.ts';
import { users } from './accounts.ts';

export const inquiries = pgTable('inquiries', {
  id: id(),
  companyId: companyId(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  name: text().notNull(),
  kana: text(),
  email: text().notNull(),
  zip: text(),
  address: text(),
  phone: text(),
  orderNumber: text(),
  contactNumber: text(),
  content: text().notNull(),
  createdAt: createdAt(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    companyId: companyId(),
    path: text().notNull(),
    referrer: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.path, t.createdAt)],
);
