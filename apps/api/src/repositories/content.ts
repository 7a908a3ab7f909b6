import type { Blog, Discography, News, Notice, Schedule } from '@fanclub/domain/contract';
import { and, asc, count, desc, eq, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  biographies,
  blogs,
  discographies,
  discographyCategories,
  news,
  newsCategories,
  noticeCategories,
  notices,
  profiles,
  scheduleCategories,
  schedules,
} from '../db/schema.ts';
import { iso, isoOrNull } from '../lib/dates.ts';
import type { Page } from './paging.ts';
import { withholdPaid } from '../lib/paid-gate.ts';

const total = async (db: Db, table: PgTable, where?: SQL) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

/** The list's total counted in the same query as its page of rows (`count(*) over ()`). */
const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** A page past the end has no row to carry the total: only then is it counted separately. */
const totalOf = async (rows: { total: number }[], page: Page, count: () => Promise<number>) =>
  rows[0]?.total ?? (page.offset > 0 ? await count() : 0);

/** News fans may see: published, and its time has come (drafts and scheduled items stay in the console). */
const newsOnSite = () => and(eq(news.status, 'published'), lte(news.publishAt, sql`now()`));
/** The same for blogs and notices, which the console's content editor publishes now, later or not at all. */
const blogsOnSite = () => and(eq(blogs.status, 'published'), lte(blogs.publishedAt, sql`now()`));
const noticesOnSite = () => and(eq(notices.status, 'published'), lte(notices.publishedAt, sql`now()`));

export const contentRepository = (db: Db, companyId: number) => {
  const blogQuery = () =>
    db
      .select({
        blog: blogs,
        profile: { id: profiles.id, name: profiles.name, imageURL: profiles.imageUrl },
        total: windowTotal,
      })
      .from(blogs)
      .leftJoin(profiles, eq(profiles.id, blogs.profileId));
  type BlogRow = Awaited<ReturnType<ReturnType<typeof blogQuery>['execute']>>[number];
  const toBlog = ({ blog, profile }: BlogRow, canSeePaid: boolean): Blog =>
    withholdPaid(
      'blog',
      {
        id: blog.id,
        title: blog.title,
        subTitle: blog.subTitle,
        content: blog.content,
        isPaid: blog.isPaid,
        imageURL: blog.imageUrl,
        publishedAt: iso(blog.publishedAt),
        profile: profile?.id ? { id: profile.id, name: profile.name, imageURL: profile.imageURL } : null,
      },
      canSeePaid,
    );

  const newsQuery = () =>
    db
      .select({ item: news, category: newsCategories, total: windowTotal })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId));
  type NewsRow = Awaited<ReturnType<ReturnType<typeof newsQuery>['execute']>>[number];
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

  const noticeQuery = () =>
    db
      .select({ item: notices, category: noticeCategories, total: windowTotal })
      .from(notices)
      .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId));
  type NoticeRow = Awaited<ReturnType<ReturnType<typeof noticeQuery>['execute']>>[number];
  const toNotice = ({ item, category }: NoticeRow): Notice => ({
    id: item.id,
    title: item.title,
    content: item.content,
    category: { id: category.id, name: category.name },
    createdAt: iso(item.createdAt),
    subTitle: item.subTitle,
    publishedAt: iso(item.publishedAt),
  });

  const discographyQuery = () =>
    db
      .select({ item: discographies, category: discographyCategories, total: windowTotal })
      .from(discographies)
      .innerJoin(discographyCategories, eq(discographyCategories.id, discographies.categoryId));
  type DiscographyRow = Awaited<ReturnType<ReturnType<typeof discographyQuery>['execute']>>[number];
  const toDiscography = ({ item, category }: DiscographyRow, canSeePaid: boolean): Discography =>
    withholdPaid(
      'discography',
      {
        id: item.id,
        title: item.title,
        content: item.content,
        category: { id: category.id, name: category.name },
        isShowPrice: item.isShowPrice,
        isPaid: item.isPaid,
        purchaseLink: item.purchaseLink,
        streamLink: item.streamLink,
        summary: item.summary,
        taxRate: item.taxRate,
        price: item.price,
        imageURL: item.imageUrl,
      },
      canSeePaid,
    );

  const scheduleQuery = () =>
    db
      .select({ item: schedules, category: scheduleCategories, total: windowTotal })
      .from(schedules)
      .innerJoin(scheduleCategories, eq(scheduleCategories.id, schedules.categoryId));
  type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['execute']>>[number];
  const toSchedule = ({ item, category }: ScheduleRow, canSeePaid: boolean): Schedule =>
    withholdPaid(
      'schedule',
      {
        id: item.id,
        title: item.title,
        content: item.content,
        imageURL: item.imageUrl,
        link: item.link,
        isPaid: item.isPaid,
        category: { id: category.id, name: category.name },
        eventStart: iso(item.eventStart),
        eventEnd: isoOrNull(item.eventEnd),
      },
      canSeePaid,
    );

  return {
    biographies: {
      list: async (page: Page) => {
        const where = eq(biographies.companyId, companyId);
        const rows = await db
          .select({ row: biographies, total: windowTotal })
          .from(biographies)
          .where(where)
          .orderBy(asc(biographies.displayOrder), asc(biographies.id))
          .limit(page.limit)
          .offset(page.offset);
        return {
          data: rows.map((r) => toBiography(r.row)),
          total: await totalOf(rows, page, () => total(db, biographies, where)),
        };
      },
      get: async (id: number) => {
        const [row] = await db
          .select()
          .from(biographies)
          .where(and(eq(biographies.companyId, companyId), eq(biographies.id, id)));
        return row ? toBiography(row) : null;
      },
    },

    blogs: {
      list: async (page: Page, canSeePaid: boolean) => {
        const where = and(eq(blogs.companyId, companyId), blogsOnSite());
        const rows = await blogQuery()
          .where(where)
          .orderBy(desc(blogs.publishedAt), desc(blogs.id))
          .limit(page.limit)
          .offset(page.offset);
        return {
          data: rows.map((r) => toBlog(r, canSeePaid)),
          total: await totalOf(rows, page, () => total(db, blogs, where)),
        };
      },
      get: async (id: number, canSeePaid: boolean) => {
        const [row] = await blogQuery().where(
          and(eq(blogs.companyId, companyId), blogsOnSite(), eq(blogs.id, id)),
        );
        return row ? toBlog(row, canSeePaid) : null;
      },
      /** Newer (`next`) or older (`previous`) than the given post, by publication time then id. */
      neighbour: async (id: number, direction: 'next' | 'previous', canSeePaid: boolean) => {
        const [current] = await db
          .select()
          .from(blogs)
          .where(and(eq(blogs.companyId, companyId), blogsOnSite(), eq(blogs.id, id)));
        if (!current) return undefined;
        const at = current.publishedAt;
        const newer = or(gt(blogs.publishedAt, at), and(eq(blogs.publishedAt, at), gt(blogs.id, id)));
        const older = or(lt(blogs.publishedAt, at), and(eq(blogs.publishedAt, at), lt(blogs.id, id)));
        const [row] = await blogQuery()
          .where(and(eq(blogs.companyId, companyId), blogsOnSite(), direction === 'next' ? newer : older))
          .orderBy(
            ...(direction === 'next'
              ? [asc(blogs.publishedAt), asc(blogs.id)]
              : [desc(blogs.publishedAt), desc(blogs.id)]),
          )
          .limit(1);
        return row ? toBlog(row, canSeePaid) : null;
      },
    },

    news: {
      list: async (page: Page, categoryId: number | undefined, canSeePaid: boolean) => {
        const where = and(
          eq(news.companyId, companyId),
          newsOnSite(),
          categoryId ? eq(news.categoryId, categoryId) : undefined,
        );
        const rows = await newsQuery()
          .where(where)
          .orderBy(desc(news.publishAt), desc(news.id))
          .limit(page.limit)
          .offset(page.offset);
        return {
          data: rows.map((r) => toNews(r, canSeePaid)),
          total: await totalOf(rows, page, () => total(db, news, where)),
        };
      },
      get: async (id: number, canSeePaid: boolean) => {
        const [row] = await newsQuery().where(
          and(eq(news.companyId, companyId), newsOnSite(), eq(news.id, id)),
        );
        return row ? toNews(row, canSeePaid) : null;
      },
      neighbour: async (id: number, direction: 'next' | 'previous', canSeePaid: boolean) => {
        const [current] = await db
          .select()
          .from(news)
          .where(and(eq(news.companyId, companyId), newsOnSite(), eq(news.id, id)));
        if (!current) return undefined;
        const at = current.publishAt;
        const newer = or(gt(news.publishAt, at), and(eq(news.publishAt, at), gt(news.id, id)));
        const older = or(lt(news.publishAt, at), and(eq(news.publishAt, at), lt(news.id, id)));
        const [row] = await newsQuery()
          .where(and(eq(news.companyId, companyId), newsOnSite(), direction === 'next' ? newer : older))
          .orderBy(
            ...(direction === 'next'
              ? [asc(news.publishAt), asc(news.id)]
              : [desc(news.publishAt), desc(news.id)]),
          )
          .limit(1);
        return row ? toNews(row, canSeePaid) : null;
      },
      categories: async () => {
        const rows = await db
          .select()
          .from(newsCategories)
          .where(eq(newsCategories.companyId, companyId))
          .orderBy(asc(newsCategories.displayOrder), asc(newsCategories.id));
        return {
          data: rows.map((c) => ({ id: c.id, name: c.name, companyId: c.companyId })),
          total: rows.length,
        };
      },
    },

    notices: {
      list: async (page: Page, categoryId: number | undefined) => {
        const where = and(
          eq(notices.companyId, companyId),
          noticesOnSite(),
          categoryId ? eq(notices.categoryId, categoryId) : undefined,
        );
        const rows = await noticeQuery()
          .where(where)
          .orderBy(desc(notices.publishedAt), desc(notices.id))
          .limit(page.limit)
          .offset(page.offset);
        return {
          data: rows.map(toNotice),
          total: await totalOf(rows, page, () => total(db, notices, where)),
        };
      },
      get: async (id: number) => {
        const [row] = await noticeQuery().where(
          and(eq(notices.companyId, companyId), noticesOnSite(), eq(notices.id, id)),
        );
        return row ? toNotice(row) : null;
      },
      neighbour: async (id: number, direction: 'next' | 'previous') => {
        const [current] = await db
          .select()
          .from(notices)
          .where(and(eq(notices.companyId, companyId), noticesOnSite(), eq(notices.id, id)));
        if (!current) return undefined;
        const at = current.publishedAt;
        const newer = or(gt(notices.publishedAt, at), and(eq(notices.publishedAt, at), gt(notices.id, id)));
        const older = or(lt(notices.publishedAt, at), and(eq(notices.publishedAt, at), lt(notices.id, id)));
        const [row] = await noticeQuery()
          .where(and(eq(notices.companyId, companyId), noticesOnSite(), direction === 'next' ? newer : older))
          .orderBy(
            ...(direction === 'next'
              ? [asc(notices.publishedAt), asc(notices.id)]
              : [desc(notices.publishedAt), desc(notices.id)]),
          )
          .limit(1);
        return row ? toNotice(row) : null;
      },
      categories: async () => categoryList(db, noticeCategories, companyId),
    },

    discographies: {
      list: async (page: Page, categoryId: number | undefined, canSeePaid: boolean) => {
        const where = and(
          eq(discographies.companyId, companyId),
          categoryId ? eq(discographies.categoryId, categoryId) : undefined,
        );
        const rows = await discographyQuery()
          .where(where)
          .orderBy(asc(discographies.displayOrder), desc(discographies.releasedAt), desc(discographies.id))
          .limit(page.limit)
          .offset(page.offset);
        return {
          data: rows.map((r) => toDiscography(r, canSeePaid)),
          total: await totalOf(rows, page, () => total(db, discographies, where)),
        };
      },
      get: async (id: number, canSeePaid: boolean) => {
        const [row] = await discographyQuery().where(
          and(eq(discographies.companyId, companyId), eq(discographies.id, id)),
        );
        return row ? toDiscography(row, canSeePaid) : null;
      },
      categories: async () => categoryList(db, discographyCategories, companyId),
    },

    schedules: {
      list: async (page: Page, categoryId: number | undefined, canSeePaid: boolean) => {
        const where = and(
          eq(schedules.companyId, companyId),
          categoryId ? eq(schedules.categoryId, categoryId) : undefined,
        );
        const rows = await scheduleQuery()
          .where(where)
          .orderBy(desc(schedules.eventStart), desc(schedules.id))
          .limit(page.limit)
          .offset(page.offset);
        return {
          data: rows.map((r) => toSchedule(r, canSeePaid)),
          total: await totalOf(rows, page, () => total(db, schedules, where)),
        };
      },
      get: async (id: number, canSeePaid: boolean) => {
        const [row] = await scheduleQuery().where(
          and(eq(schedules.companyId, companyId), eq(schedules.id, id)),
        );
        return row ? toSchedule(row, canSeePaid) : null;
      },
      categories: async () => categoryList(db, scheduleCategories, companyId),
    },
  };
};

const toBiography = (row: typeof biographies.$inferSelect) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  timeLine: row.timeLine,
  imageUrl: row.imageUrl,
  companyID: row.companyId,
});

type CategoryTable = typeof noticeCategories | typeof discographyCategories | typeof scheduleCategories;

export const categoryList = async (db: Db, table: CategoryTable, companyId: number) => {
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.companyId, companyId))
    .orderBy(asc(table.displayOrder), asc(table.id));
  return { data: rows.map((c) => ({ id: c.id, name: c.name })), total: rows.length };
};
