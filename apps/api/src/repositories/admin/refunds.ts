/**
 * Refunds of orders (`refunds`): the rows the console lists with an order, and the changes a
 * refund makes inside its transaction: the point pack's points taken back, the membership period
 * shortened. Every change here runs in the caller's transaction, with the order row locked.
 */
import type { Refund } from '@fanclub/domain/admin';
import { and, asc, desc, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  charges,
  operators,
  pointLedger,
  refunds,
  subscriptions,
  transactions,
  votingPackagePurchases,
} from '../../db/schema/index.ts';
import { addCycle, iso } from '../../lib/dates.ts';

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = {
  id: number;
  userId: number;
  orderType: 'product' | 'membership' | 'voting_package';
  finalPrice: number;
  subscriptionId: number | null;
};

export const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  method: row.method,
  operatorName: row.operatorName,
  providerRefundId: row.providerRefundId,
  bankAccount:
    row.method === 'bank_transfer'
      ? {
          bankName: row.bankName!,
          bankBranch: row.bankBranch!,
          accountType: row.bankAccountType!,
          accountNumber: row.bankAccountNumber!,
          accountHolderKana: row.bankAccountHolderKana!,
        }
      : null,
  pointsTaken: row.pointsTaken,
  pointsSpent: row.pointsSpent,
  periodEndBefore: row.periodEndBefore ? iso(row.periodEndBefore) : null,
  periodEndAfter: row.periodEndAfter ? iso(row.periodEndAfter) : null,
  createdAt: iso(row.createdAt),
});

export const refundsRepository = (db: Db) => ({
  /** The refunds of these orders, oldest first (failed attempts are removed, never listed). */
  ofOrders: async (orderIds: readonly number[], tx: DbOrTx = db) =>
    orderIds.length
      ? tx
          .select()
          .from(refunds)
          .where(inArray(refunds.orderId, [...orderIds]))
          .orderBy(asc(refunds.id))
      : [],

  /** Succeeded refunds of one order, in yen (what the fan sees as paid back). */
  refundedAmount: async (orderId: number, tx: DbOrTx = db) => {
    const [row] = await tx
      .select({ total: sum(refunds.amount).mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
    return row?.total ?? 0;
  },

  /** Refunded or being refunded (pending holds its amount): what may no longer be refunded. */
  heldAmount: async (orderId: number, tx: DbOrTx) => {
    const [row] = await tx
      .select({ total: sum(refunds.amount).mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])));
    return row?.total ?? 0;
  },

  /**
   * What the provider knows the payment by: the charge id recorded with the order's succeeded
   * payment (a 3-D Secure payment was charged under the challenge's own order id, not the order's
   * provider order id), else the order's provider order id.
   */
  chargeReferenceOf: async (order: { id: number; miecruOrderId: string | null }, tx: DbOrTx = db) => {
    const [row] = await tx
      .select({ id: charges.providerChargeId })
      .from(charges)
      .innerJoin(transactions, eq(transactions.id, charges.transactionId))
      .where(
        and(
          eq(transactions.orderId, order.id),
          eq(charges.status, 'succeeded'),
          isNotNull(charges.providerChargeId),
        ),
      )
      .orderBy(desc(charges.id))
      .limit(1);
    return row?.id ?? order.miecruOrderId;
  },

  /** The refund holding its amount; the operator's name is kept as it is now. */
  insertPending: async (tx: DbOrTx, values: Omit<typeof refunds.$inferInsert, 'operatorName'>) => {
    const [author] = values.operatorId
      ? await tx.select({ name: operators.name }).from(operators).where(eq(operators.id, values.operatorId))
      : [];
    const [row] = await tx
      .insert(refunds)
      .values({ ...values, operatorName: author?.name ?? '' })
      .returning();
    return row!;
  },

  /** A refund the provider turned down: removed, so nothing of it remains but the log. */
  dropPending: async (id: number) => {
    await db.delete(refunds).where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
  },

  /**
   * A point pack's refund: its share of the pack's points (all of them for the last yen), taken
   * from what is left unspent of the purchase; spent points stay spent, so no balance goes below
   * zero. Answers the points taken and those already spent.
   */
  takePoints: async (tx: DbOrTx, order: OrderRow, amount: number, fullyRefunded: boolean, now: Date) => {
    const bought = await tx
      .select()
      .from(votingPackagePurchases)
      .innerJoin(transactions, eq(transactions.id, votingPackagePurchases.transactionId))
      .where(and(eq(transactions.orderId, order.id), eq(votingPackagePurchases.source, 'purchase')))
      .orderBy(asc(votingPackagePurchases.id))
      .for('update', { of: votingPackagePurchases });
    const points = bought.reduce((total, row) => total + row.voting_package_purchases.point, 0);
    const [before] = await tx
      .select({ total: sum(refunds.pointsTaken).mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'succeeded')));
    const wanted = fullyRefunded
      ? points - (before?.total ?? 0)
      : Math.min(points - (before?.total ?? 0), Math.round((points * amount) / order.finalPrice));
    let taken = 0;
    for (const { voting_package_purchases: row } of bought) {
      const take = Math.min(Math.max(wanted - taken, 0), row.remainingPoint);
      if (take === 0) continue;
      await tx
        .update(votingPackagePurchases)
        .set({ remainingPoint: sql`${votingPackagePurchases.remainingPoint} - ${take}` })
        .where(eq(votingPackagePurchases.id, row.id));
      await tx
        .insert(pointLedger)
        .values({ userId: order.userId, delta: -take, reason: 'refund', purchaseId: row.id, createdAt: now });
      taken += take;
    }
    return { taken, spent: Math.max(wanted - taken, 0) };
  },

  /**
   * A membership payment's refund: the paid period it bought is shortened by its share (all of it
   * for a full refund). A period that ends by then ends now: the subscription is `expired` and the
   * member free. An auto-renewing subscription is next charged at the new end. Answers the end
   * before and after, or null when the payment has no subscription.
   */
  shortenPeriod: async (tx: DbOrTx, order: OrderRow, amount: number, fullyRefunded: boolean, now: Date) => {
    let subscriptionId = order.subscriptionId;
    if (subscriptionId === null) {
      const [paid] = await tx
        .select({ id: transactions.subscriptionId })
        .from(transactions)
        .where(and(eq(transactions.orderId, order.id), isNotNull(transactions.subscriptionId)))
        .orderBy(desc(transactions.id))
        .limit(1);
      subscriptionId = paid?.id ?? null;
    }
    if (subscriptionId === null) return null;
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for('update');
    if (!sub) return null;
    const cycleStart = addCycle(sub.end, sub.cycleType, -sub.cycleValue);
    const cycleMs = sub.end.getTime() - cycleStart.getTime();
    const share = fullyRefunded ? cycleMs : Math.round((cycleMs * amount) / order.finalPrice);
    const shortened = new Date(sub.end.getTime() - share);
    const live = ['active', 'cancel_requested', 'past_due'].includes(sub.status);
    const ends = shortened.getTime() <= now.getTime();
    const end = ends ? (sub.end.getTime() < now.getTime() ? sub.end : now) : shortened;
    await tx
      .update(subscriptions)
      .set({
        end,
        ...(ends && live ? { status: 'expired' as const, nextBillingDate: null } : {}),
        ...(!ends && sub.nextBillingDate ? { nextBillingDate: end } : {}),
      })
      .where(eq(subscriptions.id, sub.id));
    return { before: sub.end, after: end };
  },

  settle: async (
    tx: DbOrTx,
    id: number,
    values: Pick<
      typeof refunds.$inferInsert,
      'providerRefundId' | 'pointsTaken' | 'pointsSpent' | 'periodEndBefore' | 'periodEndAfter'
    >,
    now: Date,
  ) => {
    const [row] = await tx
      .update(refunds)
      .set({ ...values, status: 'succeeded', settledAt: now })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
      .returning();
    return row ?? null;
  },
});

export type RefundsRepository = ReturnType<typeof refundsRepository>;
