import type { GiftPost } from '@fanclub/domain/contract';
import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { birthdayGifts, giftPostImages, giftPosts, receivedGifts, users } from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import type { Page } from './paging.ts';

type GiftPostRow = typeof giftPosts.$inferSelect;

export const giftsRepository = (db: Db, companyId: number) => {
  const withImages = async (rows: GiftPostRow[]): Promise<GiftPost[]> => {
    const images = rows.length
      ? await db
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
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content || null,
      videoUrl: r.videoUrl,
      publishedAt: iso(r.publishedAt),
      giftPostImages: images
        .filter((i) => i.giftPostId === r.id)
        .map(({ id, url, displayOrder }) => ({ id, url, displayOrder })),
    }));
  };

  return {
    posts: async (
      page: Page,
      sortBy: 'id' | 'publishedAt' = 'publishedAt',
      sortDir: 'asc' | 'desc' = 'desc',
    ) => {
      // A post whose publishing time is ahead (scheduled in the console) is not shown yet.
      const where = and(eq(giftPosts.companyId, companyId), lte(giftPosts.publishedAt, new Date()));
      const order = sortDir === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(giftPosts)
        .where(where)
        .orderBy(order(sortBy === 'id' ? giftPosts.id : giftPosts.publishedAt), order(giftPosts.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(giftPosts).where(where);
      return { data: await withImages(rows), total: n?.n ?? 0 };
    },
    post: async (id: number) => {
      const rows = await db
        .select()
        .from(giftPosts)
        .where(
          and(
            eq(giftPosts.id, id),
            eq(giftPosts.companyId, companyId),
            lte(giftPosts.publishedAt, new Date()),
          ),
        );
      return (await withImages(rows))[0] ?? null;
    },
    birthdayGifts: async (month: number) => {
      const rows = await db
        .select()
        .from(birthdayGifts)
        .where(and(eq(birthdayGifts.companyId, companyId), eq(birthdayGifts.month, month)))
        .orderBy(asc(birthdayGifts.id));
      return rows.map((g) => ({
        id: g.id,
        month: g.month,
        title: g.title,
        content: g.content || null,
        imageUrl: g.imageUrl,
        videoUrl: g.videoUrl,
        productSkuId: g.productSkuId,
        isMail: g.isMail,
      }));
    },
    /** Once a year per gift: the UNIQUE (user, gift, year) index refuses a second receipt. */
    receive: (userId: number, birthdayGiftId: number, year: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(receivedGifts)
          .values({ userId, birthdayGiftId, year })
          .onConflictDoNothing()
          .returning({ id: receivedGifts.id });
        if (!row) return false;
        await tx
          .update(users)
          .set({ isReceivedGift: true, updatedAt: new Date() })
          .where(eq(users.id, userId));
        return true;
      }),
  };
};
