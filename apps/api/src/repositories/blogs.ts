import type { Blog } from '@fanclub/domain/contract';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogs, profiles } from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import { datedItems, windowTotal, contentFields } from './published.ts';

/** Blogs fans may see: the console's content editor publishes them now, later or not at all. */
const blogsOnSite = () => and(eq(blogs.status, 'published'), lte(blogs.publishedAt, sql`now()`));

export const blogsRepository = (db: Db, companyId: number) =>
  datedItems({
    db,
    query: () =>
      db
        .select({
          blog: blogs,
          profile: { id: profiles.id, name: profiles.name, imageURL: profiles.imageUrl },
          total: windowTotal,
        })
        .from(blogs)
        .leftJoin(profiles, eq(profiles.id, blogs.profileId))
        .$dynamic(),
    table: blogs,
    id: blogs.id,
    visible: () => and(eq(blogs.companyId, companyId), blogsOnSite()),
    order: [desc(blogs.publishedAt), desc(blogs.id)],
    publishedAt: blogs.publishedAt,
    toItem: ({ blog, profile }, canSeePaid): Blog =>
      withholdPaid(
        'blog',
        {
          ...contentFields(blog),
          subTitle: blog.subTitle,
          publishedAt: iso(blog.publishedAt),
          profile: profile?.id ? { id: profile.id, name: profile.name, imageURL: profile.imageURL } : null,
        },
        canSeePaid,
      ),
  });
