/**
 * Scheduled publication (jobs/publication.ts): which public resources have a post whose own
 * publication time has just passed.
 */
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { blogs, news, notices } from '../db/schema/index.ts';

/** The posts that can be published at a time of their own, with the public resource they are read through. */
const scheduled: readonly { resource: string; table: PgTable; at: PgColumn; published: SQL }[] = [
  { resource: 'news', table: news, at: news.publishAt, published: eq(news.status, 'published') },
  {
    resource: 'notices',
    table: notices,
    at: notices.publishedAt,
    published: eq(notices.status, 'published'),
  },
  { resource: 'blogs', table: blogs, at: blogs.publishedAt, published: eq(blogs.status, 'published') },
];

export const publicationRepository = (db: Db) => ({
  /** The resources with a published post whose publication time is in (`since`, `until`]. */
  publishedBetween: async (since: Date, until: Date): Promise<string[]> => {
    const due: string[] = [];
    for (const { resource, table, at, published } of scheduled) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(table)
        .where(and(published, gt(at, since), lte(at, until)))
        .limit(1);
      if (row) due.push(resource);
    }
    return due;
  },
});
