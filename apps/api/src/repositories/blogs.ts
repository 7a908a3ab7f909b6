import type { Blog } from '@fanclub/domain/contract';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogs, profiles } from '../db/schema.ts';
import { iso } from '../lib/dates.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import type { Page } from './paging.ts';
import { neighbourOf, pageOf, windowTotal } from './published.ts';

/** Blogs fans may see: the console's content editor publishes them now, later or not at all. */
const blogsOnSite = () => and(eq(blogs.status, 'published'), lte(blogs.publishedAt, sql`now()`));

export const blogsRepository = (db: Db, companyId: number) => {
  const blogQuery = () =>
    db
      .select({
        blog: blogs,
        profile: { id: profiles.id, name: profiles.name, imageURL: profiles.imageUrl },
        total: windowTotal,
      })
      .from(blogs)
      .leftJoin(profiles, eq(profiles.id, blogs.profileId))
      .$dynamic();
  type BlogRow = Awaited<ReturnType<typeof blogQuery>>[number];
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
  const visible = () => and(eq(blogs.companyId, companyId), blogsOnSite());

  return {
    list: (page: Page, canSeePaid: boolean) =>
      pageOf(
        db,
        blogQuery(),
        { table: blogs, where: visible(), order: [desc(blogs.publishedAt), desc(blogs.id)] },
        page,
        (r) => toBlog(r, canSeePaid),
      ),
    get: async (id: number, canSeePaid: boolean) => {
      const [row] = await blogQuery().where(and(visible(), eq(blogs.id, id)));
      return row ? toBlog(row, canSeePaid) : null;
    },
    /** Newer (`next`) or older (`previous`) than the given post, by publication time then id. */
    neighbour: async (id: number, direction: 'next' | 'previous', canSeePaid: boolean) => {
      const [current] = await db
        .select()
        .from(blogs)
        .where(and(visible(), eq(blogs.id, id)));
      if (!current) return undefined;
      const next = neighbourOf(
        { at: blogs.publishedAt, id: blogs.id },
        { at: current.publishedAt, id },
        direction,
      );
      const [row] = await blogQuery()
        .where(and(visible(), next.where))
        .orderBy(...next.order)
        .limit(1);
      return row ? toBlog(row, canSeePaid) : null;
    },
  };
};
