import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { biographies } from '../db/schema/index.ts';
import type { Page } from './paging.ts';
import { pageOf, windowTotal } from './published.ts';

const toBiography = (row: typeof biographies.$inferSelect) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  timeLine: row.timeLine,
  imageUrl: row.imageUrl,
  companyID: row.companyId,
});

export const biographiesRepository = (db: Db, companyId: number) => ({
  list: (page: Page) =>
    pageOf(
      db,
      db.select({ row: biographies, total: windowTotal }).from(biographies).$dynamic(),
      {
        table: biographies,
        where: eq(biographies.companyId, companyId),
        order: [asc(biographies.displayOrder), asc(biographies.id)],
      },
      page,
      (r) => toBiography(r.row),
    ),
  get: async (id: number) => {
    const [row] = await db
      .select()
      .from(biographies)
      .where(and(eq(biographies.companyId, companyId), eq(biographies.id, id)));
    return row ? toBiography(row) : null;
  },
});
