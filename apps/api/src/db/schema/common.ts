/** Column helpers every resource file of the schema uses. */
import { type AnyPgColumn, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const at = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => at().notNull().defaultNow();
export const companyId = () => integer().notNull();
export const isPaid = () => boolean().notNull().default(false);
export const displayOrder = () => integer().notNull().default(0);
/** A reference to the row this one belongs to: deleting that row deletes this one. */
export const cascadeFrom = (parent: () => AnyPgColumn) =>
  integer().notNull().references(parent, { onDelete: 'cascade' });
/** The first columns of content filed in a category: its id, company, category and title. */
export const categorised = (category: () => AnyPgColumn) => ({
  id: id(),
  companyId: companyId(),
  categoryId: integer().notNull().references(category),
  title: text().notNull(),
});
/** Content the console edits: a draft is seen only there. */
export const publishStatus = () =>
  text({ enum: ['draft', 'published'] })
    .notNull()
    .default('published');

/** A category list (news, notices…): its id, company, name and place. */
export const categoryTable = (name: string) =>
  pgTable(name, { id: id(), companyId: companyId(), name: text().notNull(), displayOrder: displayOrder() });
