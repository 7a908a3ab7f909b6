import type { Notice } from '@fanclub/domain/contract';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { noticeCategories, notices } from '../db/schema.ts';
import { iso } from '../lib/dates.ts';
import { categoryList, datedItems, windowTotal } from './published.ts';

/** Notices fans may see: the console's content editor publishes them now, later or not at all. */
const noticesOnSite = () => and(eq(notices.status, 'published'), lte(notices.publishedAt, sql`now()`));

/** Notices are never paid content: every reader sees the whole notice. */
export const noticesRepository = (db: Db, companyId: number) => ({
  ...datedItems({
    db,
    query: () =>
      db
        .select({ item: notices, category: noticeCategories, total: windowTotal })
        .from(notices)
        .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
        .$dynamic(),
    table: notices,
    id: notices.id,
    visible: () => and(eq(notices.companyId, companyId), noticesOnSite()),
    order: [desc(notices.publishedAt), desc(notices.id)],
    categoryId: notices.categoryId,
    publishedAt: notices.publishedAt,
    toItem: ({ item, category }): Notice => ({
      id: item.id,
      title: item.title,
      content: item.content,
      category: { id: category.id, name: category.name },
      createdAt: iso(item.createdAt),
      subTitle: item.subTitle,
      publishedAt: iso(item.publishedAt),
    }),
  }),
  categories: () => categoryList(db, noticeCategories, companyId),
});
