import type { Notice } from '@fanclub/domain/contract';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { noticeCategories, notices } from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import { categoryList, datedItems, filedIn } from './published.ts';

/** Notices fans may see: the console's content editor publishes them now, later or not at all. */
const noticesOnSite = () => and(eq(notices.status, 'published'), lte(notices.publishedAt, sql`now()`));

/** Notices are never paid content: every reader sees the whole notice. */
export const noticesRepository = (db: Db, companyId: number) => ({
  ...datedItems({
    ...filedIn(db, notices, noticeCategories),
    visible: () => and(eq(notices.companyId, companyId), noticesOnSite()),
    order: [desc(notices.publishedAt), desc(notices.id)],
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
