import type { AdminGiftPost, GiftPostStatus, giftPostBody } from '@fanclub/domain/admin';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { giftPostImages, giftPosts } from '../../db/schema/index.ts';
import { iso } from '../../lib/dates.ts';
import type { Page } from '../paging.ts';
import { companyRecords, sorted } from './company-records.ts';

type GiftPostRow = typeof giftPosts.$inferSelect;
type GiftPostValues = z.output<typeof giftPostBody>;

/** Gift posts for the console: every post, its pictures, and whether fans see it yet. */
export const adminGiftPostsRepository = (db: Db, companyId: number) => {
  const withImages = async (rows: GiftPostRow[], tx: DbOrTx = db): Promise<AdminGiftPost[]> => {
    const images = rows.length
      ? await tx
          .select()
          .from(giftPostImages)
          .where(
            inArray(
              giftPostImages.giftPostId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(giftPostImages.displayOrder), asc(giftPostImages.id))
      : [];
    const now = Date.now();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content || null,
      videoUrl: r.videoUrl,
      publishedAt: iso(r.publishedAt),
      status: r.publishedAt.getTime() <= now ? 'published' : 'scheduled',
      giftPostImages: images
        .filter((i) => i.giftPostId === r.id)
        .map(({ id, url, displayOrder }) => ({ id, url, displayOrder })),
    }));
  };

  const records = companyRecords(db, companyId, giftPosts, withImages);

  const columns = (values: GiftPostValues) => ({
    title: values.title,
    content: values.content,
    videoUrl: values.videoUrl,
    publishedAt: new Date(values.publishedAt),
  });
  const putImages = async (giftPostId: number, urls: string[], tx: DbOrTx) => {
    await tx.delete(giftPostImages).where(eq(giftPostImages.giftPostId, giftPostId));
    if (urls.length)
      await tx
        .insert(giftPostImages)
        .values(urls.map((url, i) => ({ giftPostId, url, displayOrder: i + 1 })));
  };

  return {
    list: (
      page: Page,
      q: string | null | undefined,
      status: GiftPostStatus | undefined,
      sortDir: 'asc' | 'desc' = 'desc',
    ) => {
      const now = new Date();
      return records.list(page, {
        search: giftPosts.title,
        q,
        where: [
          status === 'published' ? lte(giftPosts.publishedAt, now) : undefined,
          status === 'scheduled' ? gt(giftPosts.publishedAt, now) : undefined,
        ],
        order: sorted(sortDir, giftPosts.publishedAt, giftPosts.id),
      });
    },
    get: records.get,
    insert: async (values: GiftPostValues, tx: DbOrTx) => {
      const [row] = await tx
        .insert(giftPosts)
        .values({ companyId, ...columns(values) })
        .returning({ id: giftPosts.id });
      await putImages(row!.id, values.images as string[], tx);
      return row!.id;
    },
    /** The post's fields and its pictures as sent, in that order. */
    update: async (id: number, values: GiftPostValues, tx: DbOrTx) => {
      await tx.update(giftPosts).set(columns(values)).where(eq(giftPosts.id, id));
      await putImages(id, values.images as string[], tx);
    },
    remove: async (id: number, tx: DbOrTx) => {
      const gone = await tx
        .delete(giftPosts)
        .where(and(eq(giftPosts.companyId, companyId), eq(giftPosts.id, id)))
        .returning({ id: giftPosts.id });
      return gone.length > 0;
    },
  };
};
