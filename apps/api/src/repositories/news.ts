import type { News } from '@fanclub/domain/contract';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { news, newsCategories } from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import { datedItems, filedIn, contentFields } from './published.ts';

/** News fans may see: published, and its time has come (drafts and scheduled items stay in the console). */
const newsOnSite = () => and(eq(news.status, 'published'), lte(news.publishAt, sql`now()`));

export const newsRepository = (db: Db, companyId: number) => ({
  ...datedItems({
    ...filedIn(db, news, newsCategories),
    visible: () => and(eq(news.companyId, companyId), newsOnSite()),
    order: [desc(news.publishAt), desc(news.id)],
    publishedAt: news.publishAt,
    toItem: ({ item, category }, canSeePaid): News =>
      withholdPaid(
        'news',
        {
          ...contentFields(item),
          category: { id: category.id, name: category.name, companyId: category.companyId },
          isNew: item.isNew,
          publishAt: iso(item.publishAt),
        },
        canSeePaid,
      ),
  }),
  categories: () => newsCategoryList(db, companyId),
});

/** News categories in their order, with their company as the spec's `category{id,name,companyId}` (the fans' list and the console's). */
export const newsCategoryList = async (db: Db, companyId: number) => {
  const rows = await db
    .select()
    .from(newsCategories)
    .where(eq(newsCategories.companyId, companyId))
    .orderBy(asc(newsCategories.displayOrder), asc(newsCategories.id));
  return {
    data: rows.map((c) => ({ id: c.id, name: c.name, companyId: c.companyId })),
    total: rows.length,
  };
};
