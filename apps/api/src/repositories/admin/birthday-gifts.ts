import { engagementMessages, type AdminBirthdayGift, type birthdayGiftBody } from '@fanclub/domain/admin';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { birthdayGifts, products, productSkus, receivedGifts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Page } from '../paging.ts';
import { companyRecords } from './company-records.ts';

type BirthdayGiftRow = typeof birthdayGifts.$inferSelect;
type BirthdayGiftValues = z.output<typeof birthdayGiftBody>;

/** Birthday gifts for the console: each month's gifts and how many members received each. */
export const adminBirthdayGiftsRepository = (db: Db, companyId: number) => {
  const withCounts = async (rows: BirthdayGiftRow[], tx: DbOrTx = db): Promise<AdminBirthdayGift[]> => {
    const received = rows.length
      ? await tx
          .select({ giftId: receivedGifts.birthdayGiftId, n: count() })
          .from(receivedGifts)
          .where(
            inArray(
              receivedGifts.birthdayGiftId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(receivedGifts.birthdayGiftId)
      : [];
    return rows.map((g) => ({
      id: g.id,
      month: g.month,
      title: g.title,
      content: g.content || null,
      imageUrl: g.imageUrl,
      videoUrl: g.videoUrl,
      productSkuId: g.productSkuId,
      isMail: g.isMail,
      received: received.find((r) => r.giftId === g.id)?.n ?? 0,
    }));
  };

  const records = companyRecords(db, companyId, birthdayGifts, withCounts);

  /** The SKU sent by post must be one of this company's products. */
  const checkSku = async (skuId: number | null, tx: DbOrTx) => {
    if (skuId === null) return;
    const [sku] = await tx
      .select({ id: productSkus.id })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(and(eq(productSkus.id, skuId), eq(products.companyId, companyId)));
    if (!sku) throw badRequest(engagementMessages.skuNotFound);
  };

  const columns = (values: BirthdayGiftValues) => ({
    month: values.month,
    title: values.title,
    content: values.content,
    imageUrl: values.imageUrl,
    videoUrl: values.videoUrl,
    productSkuId: values.productSkuId,
    isMail: values.isMail,
  });

  return {
    list: (page: Page, q: string | null | undefined, month: number | undefined) =>
      records.list(page, {
        search: birthdayGifts.title,
        q,
        where: [month ? eq(birthdayGifts.month, month) : undefined],
        order: [asc(birthdayGifts.month), asc(birthdayGifts.id)],
      }),
    get: records.get,
    insert: async (values: BirthdayGiftValues, tx: DbOrTx) => {
      await checkSku(values.productSkuId, tx);
      const [row] = await tx
        .insert(birthdayGifts)
        .values({ companyId, ...columns(values) })
        .returning({ id: birthdayGifts.id });
      return row!.id;
    },
    update: async (id: number, values: BirthdayGiftValues, tx: DbOrTx) => {
      await checkSku(values.productSkuId, tx);
      await tx.update(birthdayGifts).set(columns(values)).where(eq(birthdayGifts.id, id));
    },
  };
};
