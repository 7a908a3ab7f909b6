/**
 * What the published content repositories (news, blogs, notices, discographies, schedules,
 * biographies) share: a page with its total, one item, the neighbours of a dated item, category lists.
 */
import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { discographyCategories, noticeCategories, scheduleCategories } from '../db/schema/index.ts';
import type { Page } from './paging.ts';

export const total = async (db: Db, table: PgTable, where?: SQL) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

/** The list's total counted in the same query as its page of rows (`count(*) over ()`). */
export const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** A page past the end has no row to carry the total: only then is it counted separately. */
export const totalOf = async (rows: { total: number }[], page: Page, count: () => Promise<number>) =>
  rows[0]?.total ?? (page.offset > 0 ? await count() : 0);

/** One page of `query` (which selects `windowTotal` as `total`) as `{ data, total }`. */
export const pageOf = async <Q extends PgSelect, R>(
  db: Db,
  query: Q,
  from: { table: PgTable; where: SQL | undefined; order: (PgColumn | SQL)[] },
  page: Page,
  map: (row: Q['_']['result'][number]) => R,
) => {
  const rows = (await query
    .where(from.where)
    .orderBy(...from.order)
    .limit(page.limit)
    .offset(page.offset)) as (Q['_']['result'][number] & { total: number })[];
  return {
    data: rows.map(map),
    total: await totalOf(rows, page, () => total(db, from.table, from.where)),
  };
};

/**
 * The item newer (`next`) or older (`previous`) than the one published `at` with `id`, by
 * publication time then id: its condition and the order that puts it first.
 */
export const neighbourOf = (
  columns: { at: PgColumn; id: PgColumn },
  current: { at: Date; id: number },
  direction: 'next' | 'previous',
) => {
  const { at, id } = columns;
  return direction === 'next'
    ? {
        where: or(gt(at, current.at), and(eq(at, current.at), gt(id, current.id))),
        order: [asc(at), asc(id)],
      }
    : {
        where: or(lt(at, current.at), and(eq(at, current.at), lt(id, current.id))),
        order: [desc(at), desc(id)],
      };
};

/** What every paid content item shows as stored (the contract spells the picture `imageURL`). */
export const contentFields = (item: {
  id: number;
  title: string;
  content: string;
  isPaid: boolean;
  imageUrl: string | null;
}) => ({
  id: item.id,
  title: item.title,
  content: item.content,
  isPaid: item.isPaid,
  imageURL: item.imageUrl,
});

type RowOf<Q extends PgSelect> = Q['_']['result'][number];

/** A published content table as its repository reads it for fans. */
export interface PublishedSource<Q extends PgSelect, T> {
  db: Db;
  /** A fresh select of the items with what they join, selecting `windowTotal` as `total`. */
  query: () => Q;
  table: PgTable;
  id: PgColumn;
  /** What fans may see: this company's items (only published ones, where the table has a status). */
  visible: () => SQL | undefined;
  order: (PgColumn | SQL)[];
  /** The item's category, when a list may be narrowed to one. */
  categoryId?: PgColumn;
  /** The item as this viewer may see it (paid-only fields withheld unless `canSeePaid`). */
  toItem: (row: RowOf<Q>, canSeePaid: boolean) => T;
}

/** A page of the items this viewer may see (of one category, if asked) and one such item by id. */
export const publishedItems = <Q extends PgSelect, T>(source: PublishedSource<Q, T>) => {
  const { db, query, table, id, visible, order, categoryId, toItem } = source;
  return {
    list: (page: Page, canSeePaid: boolean, category?: number) =>
      pageOf(
        db,
        query(),
        {
          table,
          where: and(visible(), category && categoryId ? eq(categoryId, category) : undefined),
          order,
        },
        page,
        (row) => toItem(row, canSeePaid),
      ),
    get: async (itemId: number, canSeePaid: boolean) => {
      const [row] = (await query().where(and(visible(), eq(id, itemId)))) as RowOf<Q>[];
      return row ? toItem(row, canSeePaid) : null;
    },
  };
};

/** Items that follow one another by publication time: also each item's newer or older neighbour. */
export const datedItems = <Q extends PgSelect, T>(
  source: PublishedSource<Q, T> & { publishedAt: PgColumn },
) => {
  const { db, query, table, id, visible, publishedAt, toItem } = source;
  return {
    ...publishedItems(source),
    /** Newer (`next`) or older (`previous`) than the given item; undefined when it is not to be seen. */
    neighbour: async (itemId: number, direction: 'next' | 'previous', canSeePaid: boolean) => {
      const [current] = await db
        .select({ at: publishedAt })
        .from(table)
        .where(and(visible(), eq(id, itemId)));
      if (!current) return undefined;
      const next = neighbourOf({ at: publishedAt, id }, { at: current.at as Date, id: itemId }, direction);
      const [row] = (await query()
        .where(and(visible(), next.where))
        .orderBy(...next.order)
        .limit(1)) as RowOf<Q>[];
      return row ? toItem(row, canSeePaid) : null;
    },
  };
};

/** A select whose rows are `Row` (for a query built from tables given as parameters). */
type SelectOf<Row> = PgSelect & { _: { result: Row[] } };

/**
 * The part of a `PublishedSource` that content filed in categories shares: each item read with its
 * category (`{ item, category, total }`), and lists narrowed by category.
 */
export const filedIn = <
  T extends PgTable & { id: PgColumn; categoryId: PgColumn },
  C extends PgTable & { id: PgColumn },
>(
  db: Db,
  table: T,
  categories: C,
) => ({
  db,
  query: () =>
    db
      .select({ item: table as PgTable, category: categories as PgTable, total: windowTotal })
      .from(table as PgTable)
      .innerJoin(categories as PgTable, eq(categories.id, table.categoryId))
      .$dynamic() as unknown as SelectOf<{
      item: T['$inferSelect'];
      category: C['$inferSelect'];
      total: number;
    }>,
  table,
  id: table.id,
  categoryId: table.categoryId,
});

type CategoryTable = typeof noticeCategories | typeof discographyCategories | typeof scheduleCategories;

export const categoryList = async (db: Db, table: CategoryTable, companyId: number) => {
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.companyId, companyId))
    .orderBy(asc(table.displayOrder), asc(table.id));
  return { data: rows.map((c) => ({ id: c.id, name: c.name })), total: rows.length };
};
