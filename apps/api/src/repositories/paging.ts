import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** One page of a list: how many rows and from where. */
export interface Page {
  limit: number;
  offset: number;
}

/** Lists answer `{ data, total }`; without a limit a page holds 20, never more than 100. */
export const paging = (
  query: { limit?: number | undefined; offset?: number | undefined } | undefined,
): Page => ({
  limit: Math.min(query?.limit ?? 20, 100),
  offset: query?.offset ?? 0,
});

/** A whole list (one that is never paged) as `{ data, total }`. */
export const all = <T>(data: T[]) => ({ data, total: data.length });

type Order = PgColumn | SQL;

/** Every row of `table` matching `where`, in `order`, as `{ data, total }`. */
export const listRows = async <T extends PgTable, R>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: Order[],
  map: (row: T['$inferSelect']) => R,
) => {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)) as T['$inferSelect'][];
  return all(rows.map(map));
};

/** One page of the rows of `table` matching `where`, in `order`, with the total of all of them. */
export const pageRows = async <T extends PgTable, R>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: Order[],
  page: Page,
  map: (row: T['$inferSelect']) => R,
) => {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)) as T['$inferSelect'][];
  const [n] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return { data: rows.map(map), total: n?.n ?? 0 };
};

/** The one row of `table` matching `where`, mapped, or null. */
export const oneRow = async <T extends PgTable, R>(
  db: Db,
  table: T,
  where: SQL | undefined,
  map: (row: T['$inferSelect']) => R,
): Promise<R | null> => {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(where)) as T['$inferSelect'][];
  return row ? map(row) : null;
};

/** The row of `table` with `id` that belongs to `companyId` (and meets `also`, if given), as stored, or null. */
export const companyRow = <T extends PgTable & { id: PgColumn; companyId: PgColumn }>(
  db: Db,
  table: T,
  companyId: number,
  id: number,
  also?: SQL,
) => oneRow(db, table, and(eq(table.id, id), eq(table.companyId, companyId), also), (row) => row);
