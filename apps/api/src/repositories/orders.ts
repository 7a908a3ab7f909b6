import type { KonbiniStore, Order } from '@fanclub/domain/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { refundsRepository } from './admin/refunds.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  deliveryMethods,
  konbiniPayments,
  orderItems,
  orders,
  paymentAttempts,
  productSkus,
  type OrderDelivery,
} from '../db/schema/index.ts';
import { iso } from '../lib/dates.ts';
import type { Page } from './paging.ts';

type OrderRow = typeof orders.$inferSelect;

export interface NewOrderLine {
  productSkuId: number;
  name: string;
  /** Unit price including tax. */
  price: number;
  attributes: { name: string; value: string; label: string }[];
  count: number;
  note: string | null;
  /** Tax rate in percent the price includes. */
  taxRate: number;
}

export interface NewOrder {
  companyId: number;
  userId: number;
  idempotencyKey: string;
  miecruOrderId: string;
  deliveryMethodId: number;
  deliveryCost: number;
  totalProductPrice: number;
  finalPrice: number;
  delivery: OrderDelivery;
  lines: NewOrderLine[];
  /** `konbini`: the slip is paid later; the stock stays held until it is paid or expires. */
  paymentMethod?: 'credit_card' | 'konbini';
  /** The konbini fee (tax included), already counted in `finalPrice`. */
  paymentFee?: number;
}

/** A line of a plan or point order: what the history, the detail and the 領収書 name it. */
export interface PaidLine {
  name: string;
  /** Unit price including tax. */
  price: number;
  count: number;
  taxRate: number;
}

/** A kept konbini slip as the contract's `KonbiniSlip`. */
export const toKonbiniSlip = (slip: typeof konbiniPayments.$inferSelect) => ({
  store: slip.store as KonbiniStore,
  receiptNumber: slip.receiptNumber,
  confirmationNumber: slip.confirmationNumber,
  deadline: iso(slip.deadline),
  slipUrl: slip.slipUrl,
  state: slip.status,
  paidAt: slip.paidAt ? iso(slip.paidAt) : null,
});

export const insertPaidLines = async (tx: DbOrTx, orderId: number, lines: PaidLine[]) => {
  if (lines.length) await tx.insert(orderItems).values(lines.map((l) => ({ orderId, ...l })));
};

/** The names plan and point orders carry: 「月額プラン 会費」, 「投票ポイント 330pt」. */
export const paidLineNames = {
  membershipFee: (planName: string) => `${planName} 会費`,
  initialFee: (planName: string) => `${planName} 入会金`,
  points: (point: number) => `投票ポイント ${point}pt`,
} as const;

/** Raised inside the order's transaction when a conditional stock decrement finds too few left. */
export class OutOfStock extends Error {
  constructor(readonly productSkuId: number) {
    super(`SKU ${productSkuId} is out of stock`);
  }
}

export const ordersRepository = (db: Db) => {
  const toOrder = async (row: OrderRow, tx: DbOrTx = db): Promise<Order> => {
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(asc(orderItems.id));
    const [slip] =
      row.paymentMethod === 'konbini'
        ? await tx.select().from(konbiniPayments).where(eq(konbiniPayments.orderId, row.id))
        : [];
    const [method] = row.deliveryMethodId
      ? await tx
          .select({ id: deliveryMethods.id, name: deliveryMethods.name })
          .from(deliveryMethods)
          .where(eq(deliveryMethods.id, row.deliveryMethodId))
      : [];
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      companyID: row.companyId,
      userID: row.userId,
      orderType: row.orderType,
      status: row.status,
      deliveryCost: row.deliveryCost,
      finalPrice: row.finalPrice,
      totalProductPrice: row.totalProductPrice,
      paymentMethod: row.paymentMethod,
      maskedCardNumber: row.maskedCardNumber,
      paymentFee: row.paymentFee,
      konbini: slip ? toKonbiniSlip(slip) : null,
      // A SKU removed from the catalogue later leaves its line with no id; 0 is never a real one.
      items: items.map((i) => ({
        sku: i.productSkuId ?? 0,
        name: i.name,
        price: i.price,
        attributes: i.attributes,
        count: i.count,
        note: i.note,
        taxRate: i.taxRate,
      })),
      subscriptionId: row.subscriptionId,
      deliveryMethod: method ?? null,
      delivery: row.delivery ?? null,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      receiptIssuedAt: row.receiptIssuedAt ? iso(row.receiptIssuedAt) : null,
      refundedAmount: await refundsRepository(db).refundedAmount(row.id, tx),
      createdAt: iso(row.createdAt),
    };
  };

  return {
    toOrder,
    /** The member's own orders, newest first; another member's never show. */
    list: async (userId: number, page: Page) => {
      const where = eq(orders.userId, userId);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset);
      const [n] = await db.select({ n: count() }).from(orders).where(where);
      return { data: await Promise.all(rows.map((r) => toOrder(r))), total: n?.n ?? 0 };
    },
    /** One of the member's orders by its number, or by its id (links mailed before numbers). */
    findOwn: async (userId: number, numberOrId: string | number) => {
      const which = /^\d+$/.test(String(numberOrId))
        ? eq(orders.id, Number(numberOrId))
        : eq(orders.orderNumber, String(numberOrId).toUpperCase());
      const [row] = await db
        .select()
        .from(orders)
        .where(and(which, eq(orders.userId, userId)));
      return row ?? null;
    },
    get: async (userId: number, numberOrId: string | number) => {
      const row = await ordersRepository(db).findOwn(userId, numberOrId);
      return row ? toOrder(row) : null;
    },
    itemsOf: (orderId: number) =>
      db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    /**
     * The 領収書's addressee and first issue, set once: only while none is set, so two requests at
     * once cannot issue it twice under different names. Answers the row when this call issued it.
     */
    issueReceipt: async (orderId: number, addressee: string, now = new Date()) => {
      const [row] = await db
        .update(orders)
        .set({ receiptAddressee: addressee, receiptIssuedAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.receiptIssuedAt)))
        .returning();
      return row ?? null;
    },
    findByKey: async (idempotencyKey: string, tx: DbOrTx = db) => {
      const [row] = await tx.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
      return row ?? null;
    },
    /** A paid order for something other than goods (a membership cycle, points); its id. */
    insertPaid: async (tx: DbOrTx, values: typeof orders.$inferInsert, lines: PaidLine[]) => {
      const [order] = await tx.insert(orders).values(values).returning({ id: orders.id });
      await insertPaidLines(tx, order!.id, lines);
      return order!.id;
    },
    findById: async (id: number, tx: DbOrTx = db) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },
    findByMiecruId: async (miecruOrderId: string, tx: DbOrTx = db) => {
      const [row] = await tx.select().from(orders).where(eq(orders.miecruOrderId, miecruOrderId));
      return row ?? null;
    },
    /**
     * Inside the caller's transaction: the order awaiting payment, its lines, and the stock taken.
     * Each decrement only happens `WHERE quantity >= count` (and the CHECK forbids negatives), so
     * concurrent orders in any number of processes can never sell more than there is.
     */
    insertReserved: async (tx: DbOrTx, input: NewOrder) => {
      const [order] = await tx
        .insert(orders)
        .values({
          companyId: input.companyId,
          userId: input.userId,
          orderType: 'product',
          status: 'pending_payment',
          deliveryCost: input.deliveryCost,
          totalProductPrice: input.totalProductPrice,
          finalPrice: input.finalPrice,
          paymentMethod: input.paymentMethod ?? 'credit_card',
          paymentFee: input.paymentFee ?? 0,
          deliveryMethodId: input.deliveryMethodId,
          delivery: input.delivery,
          miecruOrderId: input.miecruOrderId,
          idempotencyKey: input.idempotencyKey,
        })
        .returning();
      await tx.insert(orderItems).values(input.lines.map((l) => ({ orderId: order!.id, ...l })));
      for (const line of input.lines) {
        const taken = await tx
          .update(productSkus)
          .set({ quantity: sql`${productSkus.quantity} - ${line.count}` })
          .where(and(eq(productSkus.id, line.productSkuId), gte(productSkus.quantity, line.count)))
          .returning({ id: productSkus.id });
        if (taken.length === 0) throw new OutOfStock(line.productSkuId);
      }
      return order!;
    },
    /**
     * A payment that failed (or a 3-D Secure challenge abandoned: `cancelled`) gives its stock
     * back; the order stays as a record of the attempt. Answers whether this call released it.
     */
    release: async (
      tx: DbOrTx,
      orderId: number,
      status: 'payment_failed' | 'cancelled' = 'payment_failed',
      /** An operator's cancel also releases paid orders not shipped yet. */
      from: readonly (typeof orders.$inferSelect)['status'][] = ['pending_payment'],
    ): Promise<boolean> => {
      const [order] = await tx
        .update(orders)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
        .returning({ id: orders.id });
      // Only the call that moved the order out of `from` returns the stock, once.
      if (!order) return false;
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      for (const item of items) {
        if (item.productSkuId === null) continue;
        await tx
          .update(productSkus)
          .set({ quantity: sql`${productSkus.quantity} + ${item.count}` })
          .where(eq(productSkus.id, item.productSkuId));
      }
      return true;
    },
    markPaid: async (tx: DbOrTx, orderId: number, maskedCardNumber: string | null) => {
      const [row] = await tx
        .update(orders)
        .set({ status: 'paid', maskedCardNumber })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
        .returning();
      return row ?? null;
    },
    skuIdsOf: async (orderId: number, tx: DbOrTx = db) =>
      (
        await tx
          .select({ id: orderItems.productSkuId })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
      ).flatMap((r) => (r.id === null ? [] : [r.id])),
    /**
     * Shop orders still pending payment since before `cutoff` that have no 3-D Secure attempt
     * (those are the expiry job's): left by a process that stopped between reserving and paying.
     */
    interruptedBefore: (cutoff: Date) =>
      db
        .select({ key: orders.idempotencyKey, userId: orders.userId, companyId: orders.companyId })
        .from(orders)
        .where(
          and(
            eq(orders.orderType, 'product'),
            eq(orders.status, 'pending_payment'),
            // A konbini order with its slip waits for the store (konbini-expiry.ts); one without a
            // slip was interrupted before the gateway answered, like a card order.
            sql`not exists (select 1 from ${konbiniPayments} where ${konbiniPayments.orderId} = ${orders.id})`,
            lte(orders.createdAt, cutoff),
            sql`not exists (select 1 from ${paymentAttempts} where ${paymentAttempts.purpose} = 'order'
          and (${paymentAttempts.payload} ->> 'orderId')::int = ${orders.id})`,
          ),
        ),
    byIds: (ids: number[]) =>
      ids.length ? db.select().from(orders).where(inArray(orders.id, ids)) : Promise.resolve([]),
  };
};

export type OrdersRepository = ReturnType<typeof ordersRepository>;
