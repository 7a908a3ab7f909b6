import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageRows, type Page } from '../paging.ts';
import { containing } from './operators.ts';

/** A table of one company's records: each row has its `id` and its `companyId`. */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/** The list's sort direction applied to each column in turn (the later ones break ties). */
export const sorted = (sortDir: 'asc' | 'desc', ...columns: PgColumn[]) =>
  columns.map((column) => (sortDir === 'asc' ? asc(column) : desc(column)));

/**
 * The console's records of one table, only ever the company's own, each read as the console shows it:
 * `expand` turns the rows into records in one go (a few queries for all of them, never one per row),
 * inside the caller's transaction when there is one.
 */
export const companyRecords = <T extends CompanyTable, R>(
  db: Db,
  companyId: number,
  table: T,
  expand: (rows: T['$inferSelect'][], tx: DbOrTx) => Promise<R[]>,
) => ({
  /** The record, or null (also when it is another company's). */
  get: async (id: number, tx: DbOrTx = db): Promise<R | null> => {
    const rows = (await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.companyId, companyId), eq(table.id, id)))) as T['$inferSelect'][];
    return (await expand(rows, tx))[0] ?? null;
  },
  /**
   * One page of the records whose `search` column contains the search box's text `q` (all of them
   * without one) and that meet `where`, in `order`, with the total of all of them.
   */
  list: async (
    page: Page,
    {
      search,
      q,
      where = [],
      order,
    }: {
      search: PgColumn;
      q: string | null | undefined;
      where?: (SQL | undefined)[];
      order: (PgColumn | SQL)[];
    },
  ) => {
    const found = await pageRows(
      db,
      table,
      and(eq(table.companyId, companyId), q ? ilike(search, containing(q)) : undefined, ...where),
      order,
      page,
      (row) => row,
    );
    return { data: await expand(found.data, db), total: found.total };
  },
});
