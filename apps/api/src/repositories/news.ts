import type { News } from '@fanclub/domain/contract';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { news, newsCategories } from '../db/schema.ts';
import { iso } from '../lib/dates.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import type { Page } from './paging.ts';
import { neighbourOf, pageOf, windowTotal } from './published.ts';

/** News fans may see: published, and its time has come (drafts and scheduled items stay in the console). */
const newsOnSite = () => and(eq(news.status, 'published'), lte(news.publishAt, sql`now()`));

export const newsRepository = (db: Db, companyId: number) => {
  const newsQuery = () =>
    db
      .select({ item: news, category: newsCategories, total: windowTotal })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .$dynamic();
  type NewsRow = Awaited<ReturnType<typeof newsQuery>>[number];
  const toNews = ({ item, category }: NewsRow, canSeePaid: boolean): News =>
    withholdPaid(
      'news',
      {
        id: item.id,
        title: item.title,
        content: item.content,
        imageURL: item.imageUrl,
        isPaid: item.isPaid,
        category: { id: category.id, name: category.name, companyId: category.companyId },
        isNew: item.isNew,
        publishAt: iso(item.publishAt),
      },
      canSeePaid,
    );
  const visible = () => and(eq(news.companyId, companyId), newsOnSite());

  return {
    list: (page: Page, categoryId: number | undefined, canSeePaid: boolean) =>
      pageOf(
        db,
        newsQuery(),
        {
          table: news,
          where: and(visible(), categoryId ? eq(news.categoryId, categoryId) : undefined),
          order: [desc(news.publishAt), desc(news.id)],
        },
        page,
        (r) => toNews(r, canSeePaid),
      ),
    get: async (id: number, canSeePaid: boolean) => {
      const [row] = await newsQuery().where(and(visible(), eq(news.id, id)));
      return row ? toNews(row, canSeePaid) : null;
    },
    neighbour: async (id: number, direction: 'next' | 'previous', canSeePaid: boolean) => {
      const [current] = await db
        .select()
        .from(news)
        .where(and(visible(), eq(news.id, id)));
      if (!current) return undefined;
      const next = neighbourOf({ at: news.publishAt, id: news.id }, { at: current.publishAt, id }, direction);
      const [row] = await newsQuery()
        .where(and(visible(), next.where))
        .orderBy(...next.order)
        .limit(1);
      return row ? toNews(row, canSeePaid) : null;
    },
    categories: () => newsCategoryList(db, companyId),
  };
};

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
