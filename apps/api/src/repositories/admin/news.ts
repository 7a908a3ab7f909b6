import type { AdminNews } from '@fanclub/domain/admin';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { news, newsCategories } from '../../db/schema/index.ts';
import { iso } from '../../lib/dates.ts';
import { newsCategoryList } from '../news.ts';
import type { Page } from '../paging.ts';
import { containing } from './operators.ts';

export interface NewsValues {
  title: string;
  content: string;
  imageURL: string | null;
  isPaid: boolean;
  isNew: boolean;
  categoryId: number;
  publishAt: string;
  status: 'draft' | 'published';
}

export interface NewsFilter {
  q?: string | null | undefined;
  status?: 'draft' | 'published' | undefined;
  categoryId?: number | undefined;
  sortBy?: 'publishAt' | 'title' | 'updatedAt' | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
}

/** News as the console sees it: every item, drafts and scheduled ones, nothing withheld. */
export const adminNewsRepository = (db: Db, companyId: number) => {
  const select = (tx: DbOrTx = db) =>
    tx
      .select({ item: news, category: newsCategories })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId));
  const toNews = ({
    item,
    category,
  }: {
    item: typeof news.$inferSelect;
    category: typeof newsCategories.$inferSelect;
  }): AdminNews => ({
    id: item.id,
    title: item.title,
    content: item.content,
    imageURL: item.imageUrl,
    isPaid: item.isPaid,
    isNew: item.isNew,
    category: { id: category.id, name: category.name, companyId: category.companyId },
    publishAt: iso(item.publishAt),
    status: item.status,
    updatedAt: iso(item.updatedAt),
  });
  const columns = (values: NewsValues) => ({
    title: values.title,
    content: values.content,
    imageUrl: values.imageURL,
    isPaid: values.isPaid,
    isNew: values.isNew,
    categoryId: values.categoryId,
    publishAt: new Date(values.publishAt),
    status: values.status,
    updatedAt: new Date(),
  });
  const sortColumn = { publishAt: news.publishAt, title: news.title, updatedAt: news.updatedAt };

  return {
    list: async (page: Page, filter: NewsFilter) => {
      const where = and(
        eq(news.companyId, companyId),
        filter.q ? ilike(news.title, containing(filter.q)) : undefined,
        filter.status ? eq(news.status, filter.status) : undefined,
        filter.categoryId ? eq(news.categoryId, filter.categoryId) : undefined,
      );
      const by = sortColumn[filter.sortBy ?? 'publishAt'];
      const dir = filter.sortDir === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(dir(by), dir(news.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return { data: rows.map(toNews), total: total?.n ?? 0 };
    },
    get: async (id: number, tx: DbOrTx = db) => {
      const [row] = await select(tx).where(and(eq(news.companyId, companyId), eq(news.id, id)));
      return row ? toNews(row) : null;
    },
    categoryExists: async (id: number, tx: DbOrTx = db) => {
      const [row] = await tx
        .select({ id: newsCategories.id })
        .from(newsCategories)
        .where(and(eq(newsCategories.companyId, companyId), eq(newsCategories.id, id)));
      return Boolean(row);
    },
    categories: () => newsCategoryList(db, companyId),
    insert: async (values: NewsValues, tx: DbOrTx = db) => {
      const [row] = await tx
        .insert(news)
        .values({ companyId, ...columns(values) })
        .returning({ id: news.id });
      return row!.id;
    },
    update: async (id: number, values: NewsValues, tx: DbOrTx = db) => {
      const rows = await tx
        .update(news)
        .set(columns(values))
        .where(and(eq(news.companyId, companyId), eq(news.id, id)))
        .returning({ id: news.id });
      return rows.length > 0;
    },
    remove: async (id: number, tx: DbOrTx = db) => {
      const rows = await tx
        .delete(news)
        .where(and(eq(news.companyId, companyId), eq(news.id, id)))
        .returning({ id: news.id });
      return rows.length > 0;
    },
  };
};
