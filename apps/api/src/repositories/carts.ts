import type { Cart } from '@fanclub/domain/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { cartProducts, carts, products, productSkus } from '../db/schema/index.ts';
import { toSku } from './products.ts';

export interface CartLineChange {
  productSkuId: number;
  /** 0 removes the line. */
  count: number;
  purchaseNote: string | null;
}

/** One cart per member, made the first time it is asked for. */
export const cartsRepository = (db: Db) => {
  const cartIdOf = async (userId: number, tx: DbOrTx = db) => {
    // ON CONFLICT keeps two first requests from making two carts.
    await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
    const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    return row!.id;
  };

  const lines = (cartId: number, tx: DbOrTx = db) =>
    tx
      .select({ line: cartProducts, sku: productSkus, product: products })
      .from(cartProducts)
      .innerJoin(productSkus, eq(productSkus.id, cartProducts.productSkuId))
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(eq(cartProducts.cartId, cartId))
      .orderBy(asc(cartProducts.id));

  /** The cart as the contract shows it: lines with the catalogue as it is now (stock moves). */
  const load = async (userId: number, tx: DbOrTx = db): Promise<Cart> => {
    const cartId = await cartIdOf(userId, tx);
    const rows = await lines(cartId, tx);
    return {
      id: cartId,
      userID: userId,
      cartProducts: rows.map(({ line, sku, product }) => ({
        id: line.id,
        productSkuID: sku.id,
        productSku: { ...toSku(sku, product), taxRate: product.taxRate },
        count: line.count,
        purchaseNote: line.purchaseNote,
      })),
    };
  };

  return {
    load,
    /** The member's current notes by SKU (a line saved without a note keeps the one it had). */
    notes: async (userId: number, tx: DbOrTx = db) => {
      const rows = await lines(await cartIdOf(userId, tx), tx);
      return new Map(rows.map(({ line }) => [line.productSkuId, line.purchaseNote]));
    },
    /**
     * Applies checked changes in one transaction. The cart row is locked first, so two saves of
     * the same cart (two tabs) cannot both insert a line for one SKU.
     */
    apply: (userId: number, changes: CartLineChange[]) =>
      db.transaction(async (tx) => {
        const cartId = await cartIdOf(userId, tx);
        await tx.execute(sql`select id from ${carts} where ${carts.id} = ${cartId} for update`);
        for (const change of changes) {
          const where = and(
            eq(cartProducts.cartId, cartId),
            eq(cartProducts.productSkuId, change.productSkuId),
          );
          if (change.count === 0) {
            await tx.delete(cartProducts).where(where);
            continue;
          }
          const updated = await tx
            .update(cartProducts)
            .set({ count: change.count, purchaseNote: change.purchaseNote })
            .where(where)
            .returning({ id: cartProducts.id });
          if (updated.length === 0) {
            await tx.insert(cartProducts).values({
              cartId,
              productSkuId: change.productSkuId,
              count: change.count,
              purchaseNote: change.purchaseNote,
            });
          }
        }
        return load(userId, tx);
      }),
    /** Removes one of the member's own lines; false when the line is not theirs (or gone). */
    removeLine: async (userId: number, lineId: number) => {
      const cartId = await cartIdOf(userId);
      const removed = await db
        .delete(cartProducts)
        .where(and(eq(cartProducts.id, lineId), eq(cartProducts.cartId, cartId)))
        .returning({ id: cartProducts.id });
      return removed.length > 0;
    },
    /** Ordered SKUs leave the cart (inside the order's transaction). */
    removeSkus: async (userId: number, skuIds: number[], tx: DbOrTx) => {
      if (skuIds.length === 0) return;
      const cartId = await cartIdOf(userId, tx);
      await tx
        .delete(cartProducts)
        .where(and(eq(cartProducts.cartId, cartId), inArray(cartProducts.productSkuId, skuIds)));
    },
  };
};

export type CartsRepository = ReturnType<typeof cartsRepository>;
