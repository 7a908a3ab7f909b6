import type { Notice } from '@fanclub/domain/contract';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { noticeCategories, notices } from '../db/schema.ts';
import { iso } from '../lib/dates.ts';
import type { Page } from './paging.ts';
import { categoryList, neighbourOf, pageOf, windowTotal } from './published.ts';

/** Notices fans may see: the console's content editor publishes them now, later or not at all. */
const noticesOnSite = () => and(eq(notices.status, 'published'), lte(notices.publishedAt, sql`now()`));

export const noticesRepository = (db: Db, companyId: number) => {
  const noticeQuery = () =>
    db
      .select({ item: notices, category: noticeCategories, total: windowTotal })
      .from(notices)
      .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
      .$dynamic();
  type NoticeRow = Awaited<ReturnType<typeof noticeQuery>>[number];
  const toNotice = ({ item, category }: NoticeRow): Notice => ({
    id: item.id,
    title: item.title,
    content: item.content,
    category: { id: category.id, name: category.name },
    createdAt: iso(item.createdAt),
    subTitle: item.subTitle,
    publishedAt: iso(item.publishedAt),
  });
  const visible = () => and(eq(notices.companyId, companyId), noticesOnSite());

  return {
    list: (page: Page, categoryId: number | undefined) =>
      pageOf(
        db,
        noticeQuery(),
        {
          table: notices,
          where: and(visible(), categoryId ? eq(notices.categoryId, categoryId) : undefined),
          order: [desc(notices.publishedAt), desc(notices.id)],
        },
        page,
        toNotice,
      ),
    get: async (id: number) => {
      const [row] = await noticeQuery().where(and(visible(), eq(notices.id, id)));
      return row ? toNotice(row) : null;
    },
    neighbour: async (id: number, direction: 'next' | 'previous') => {
      const [current] = await db
        .select()
        .from(notices)
        .where(and(visible(), eq(notices.id, id)));
      if (!current) return undefined;
      const next = neighbourOf(
        { at: notices.publishedAt, id: notices.id },
        { at: current.publishedAt, id },
        direction,
      );
      const [row] = await noticeQuery()
        .where(and(visible(), next.where))
        .orderBy(...next.order)
        .limit(1);
      return row ? toNotice(row) : null;
    },
    categories: () => categoryList(db, noticeCategories, companyId),
  };
};
