import type { AdminContentCategory, CategoryOwner } from '@fanclub/domain/admin';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  discographies,
  discographyCategories,
  news,
  newsCategories,
  noticeCategories,
  notices,
  scheduleCategories,
  schedules,
} from '../../db/schema/index.ts';

/** Where each owner's categories are stored, and the rows that name one of them. */
const owners = {
  news: { categories: newsCategories, rows: news },
  notices: { categories: noticeCategories, rows: notices },
  schedules: { categories: scheduleCategories, rows: schedules },
  discographies: { categories: discographyCategories, rows: discographies },
} as const;

/** The categories table of `type`, or undefined for a type without categories. */
export const categoryTableOf = (type: CategoryOwner) =>
  type in owners ? owners[type as keyof typeof owners].categories : undefined;

type Values = { name: string; displayOrder: number };

/**
 * The categories of the news or of one content type (`type`), as the console edits them: each
 * with how many rows it holds. Null for a type without categories.
 */
export const adminCategoriesRepository = (db: Db, companyId: number, type: CategoryOwner) => {
  if (!(type in owners)) return null;
  const { categories, rows } = owners[type as keyof typeof owners];
  const mine = eq(categories.companyId, companyId);
  const byId = (id: number) => and(mine, eq(categories.id, id));
  const counted = (tx: DbOrTx) =>
    tx
      .select({
        id: categories.id,
        name: categories.name,
        companyId: categories.companyId,
        displayOrder: categories.displayOrder,
        itemCount: count(rows.id),
      })
      .from(categories)
      .leftJoin(rows, eq(rows.categoryId, categories.id))
      .groupBy(categories.id);

  return {
    list: async (): Promise<{ data: AdminContentCategory[]; total: number }> => {
      const found = await counted(db).where(mine).orderBy(asc(categories.displayOrder), asc(categories.id));
      return { data: found, total: found.length };
    },
    get: async (id: number, tx: DbOrTx = db): Promise<AdminContentCategory | null> => {
      const [row] = await counted(tx).where(byId(id));
      return row ?? null;
    },
    named: async (name: string, tx: DbOrTx) => {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(mine, eq(categories.name, name)));
      return row?.id ?? null;
    },
    insert: async (values: Values, tx: DbOrTx) => {
      const [row] = await tx
        .insert(categories)
        .values({ companyId, ...values })
        .returning({ id: categories.id });
      return row!.id;
    },
    update: (id: number, values: Values, tx: DbOrTx) => tx.update(categories).set(values).where(byId(id)),
    /** Holds the category until the transaction ends: a row saved meanwhile waits for it. */
    lock: async (id: number, tx: DbOrTx) => {
      const [row] = await tx.select({ id: categories.id }).from(categories).where(byId(id)).for('update');
      return Boolean(row);
    },
    remove: (id: number, tx: DbOrTx) => tx.delete(categories).where(byId(id)),
  };
};
