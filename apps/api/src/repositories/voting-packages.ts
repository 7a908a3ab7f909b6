import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { votingPackages } from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import { oneRow, pageRows, type Page } from './paging.ts';

const toVotingPackage = (row: typeof votingPackages.$inferSelect) => ({
  id: row.id,
  price: row.price,
  taxRate: row.taxRate,
  point: row.point,
  expireDate: iso(row.expireDate),
});

/** The voting-point packages on sale. */
export const votingPackagesRepository = (db: Db, companyId: number) => ({
  list: (page: Page) =>
    pageRows(
      db,
      votingPackages,
      eq(votingPackages.companyId, companyId),
      [asc(votingPackages.displayOrder), asc(votingPackages.id)],
      page,
      toVotingPackage,
    ),
  get: (id: number) =>
    oneRow(
      db,
      votingPackages,
      and(eq(votingPackages.companyId, companyId), eq(votingPackages.id, id)),
      toVotingPackage,
    ),
});
