/**
 * What the published content repositories (news, blogs, notices, discographies, schedules,
 * biographies) share: a page with its total, the neighbours of a dated item, category lists.
 */
import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { discographyCategories, noticeCategories, scheduleCategories } from '../db/schema.ts';
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

type CategoryTable = typeof noticeCategories | typeof discographyCategories | typeof scheduleCategories;

export const categoryList = async (db: Db, table: CategoryTable, companyId: number) => {
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.companyId, companyId))
    .orderBy(asc(table.displayOrder), asc(table.id));
  return { data: rows.map((c) => ({ id: c.id, name: c.name })), total: rows.length };
};
