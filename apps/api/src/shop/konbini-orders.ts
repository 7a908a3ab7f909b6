/**
 * Orders paid at a convenience store. Placing one reserves the order and its stock exactly as a
 * card order does (order-payments.ts `reserve`), then asks the gateway for a slip and keeps it in
 * `konbini_payments`; the order stays `pending_payment` with its stock held. From there it moves
 * once, in one transaction with the slip's own conditional update `pending` → `paid` or `expired`:
 *
 * - the gateway's signed notification `payment.captured` marks the order paid (入金済み);
 * - `payment.expired`, or the expiry job once the deadline has passed, cancels the order and
 *   gives its stock back (期限切れ).
 *
 * Whichever comes first wins; a second notification, a replay or a late job run changes nothing.
 */
import type { KonbiniStore } from '@fanclub/domain/contract';
import type { KonbiniConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { konbiniNotifications, konbiniPayments } from '../db/schema/index.ts';
import { badRequest } from '../lib/http-error.ts';
import type { KonbiniEvent, KonbiniProvider } from '../payments/konbini.ts';
import { konbiniRepository } from '../repositories/konbini.ts';
import { paymentsRepository } from '../repositories/payments.ts';
import type { MailOutbox } from '../jobs/mail-outbox.ts';
import { mailOutboxRepository } from '../repositories/mail-outbox.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { cartsRepository } from '../repositories/carts.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { grantMembershipPoints, votingRepository } from '../repositories/voting.ts';
import { membershipsRepository } from '../repositories/memberships.ts';
import { newMiecruOrderId, orderPayments, type OrderPayments } from './order-payments.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import type { PaidLine } from '../repositories/orders.ts';
import { shopAnswers } from '@fanclub/domain/answers';

type OrderRow = Parameters<OrderPayments['fail']>[0];
type SlipRow = typeof konbiniPayments.$inferSelect;
export type NotificationOutcome = (typeof konbiniNotifications.$inferSelect)['outcome'];

const DAY_MS = 24 * 60 * 60 * 1000;

const transactionTypeOf = (order: Pick<OrderRow, 'orderType'>) =>
  order.orderType === 'voting_package'
    ? ('voting_package' as const)
    : order.orderType === 'membership'
      ? ('subscription' as const)
      : ('order' as const);

/** The deadline of a slip made at `now`: `days` later, at 23:59 Japan time that day. */
export const konbiniDeadline = (now: Date, days: number) => {
  const jst = new Date(now.getTime() + 9 * 60 * 60 * 1000 + days * DAY_MS);
  const endOfDayJst = Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate(), 23, 59, 0);
  return new Date(endOfDayJst - 9 * 60 * 60 * 1000);
};

export interface KonbiniOrderDeps {
  db: Db;
  konbini: KonbiniProvider;
  config: KonbiniConfig;
  orders: ReturnType<typeof ordersRepository>;
  carts: ReturnType<typeof cartsRepository>;
  pay: OrderPayments;
  /**
   * After a commit that queued a mail (the slip, the reminder, paid, expired: each written to the
   * mail outbox in the transaction of its change): sends it after the answer, never failing it.
   */
  onMail?: () => void;
}

export const konbiniOrders = (deps: KonbiniOrderDeps) => {
  const { db, orders, pay } = deps;
  const ledger = paymentsRepository(db);
  const slips = konbiniRepository(db);
  const outbox = mailOutboxRepository(db);

  const slipOf = slips.slipOf;

  /** The slip moves to paid, and its order with it, once. */
  const markPaid = async (slip: SlipRow, now: Date) =>
    db.transaction(async (tx) => {
      const moved = await slips.markSlipPaid(tx, slip.id, now);
      if (!moved) return null;
      const order = await orders.findById(slip.orderId, tx);
      if (!order || !(await orders.markPaid(tx, order.id, null))) return null;
      await outbox.enqueue(tx, { kind: 'konbini_paid', userId: order.userId, orderId: order.id });
      // A membership period: the subscription is extended (or started) in this transaction.
      const period =
        slip.membershipPlanId !== null && slip.cycleType !== null && slip.cycleValue !== null
          ? await membershipsRepository(db, order.companyId).payPrepaidPeriod(tx, {
              userId: order.userId,
              planId: slip.membershipPlanId,
              cycleType: slip.cycleType,
              cycleValue: slip.cycleValue,
              orderId: order.id,
              now,
            })
          : null;
      const transactionId = await ledger.recordTransaction(tx, {
        userId: order.userId,
        orderId: order.id,
        paymentMethod: 'konbini',
        transactionType: transactionTypeOf(order),
        status: 'succeeded',
        amount: order.finalPrice,
        subscriptionId: period?.subscription.id ?? null,
      });
      if (period)
        // Each paid period brings the plan's points, as a card payment does.
        await grantMembershipPoints(tx, {
          userId: order.userId,
          subscriptionId: period.subscription.id,
          monthlyPoint: period.plan.monthlyPoint,
          cycleType: slip.cycleType!,
          cycleValue: slip.cycleValue!,
          now,
        });
      if (order.idempotencyKey)
        await ledger.updateChargeByKey(tx, order.idempotencyKey, {
          status: 'succeeded',
          providerChargeId: slip.providerPaymentId,
          transactionId,
        });
      // A point purchase's points: granted with the payment, in its transaction, never before.
      if (slip.votingPackageId !== null && slip.packageCount !== null && slip.points !== null) {
        const expireDate = await slips.packageExpireDate(tx, slip.votingPackageId);
        await votingRepository(db, order.companyId).addPoints(tx, {
          userId: order.userId,
          transactionId,
          votingPackageId: slip.votingPackageId,
          count: slip.packageCount,
          price: order.totalProductPrice,
          point: slip.points,
          expireDate: expireDate!,
        });
      }
      return order;
    });

  /** The slip moves to expired, its order is cancelled and its stock returned, once. */
  const markExpired = async (slipId: number, now: Date) =>
    db.transaction(async (tx) => {
      const moved = await slips.markSlipExpired(tx, slipId, now);
      if (!moved) return null;
      const order = await orders.findById(moved.orderId, tx);
      if (!order || !(await orders.release(tx, order.id, 'cancelled'))) return null;
      await outbox.enqueue(tx, { kind: 'konbini_expired', userId: order.userId, orderId: order.id });
      const transactionId = await ledger.recordTransaction(tx, {
        userId: order.userId,
        orderId: order.id,
        paymentMethod: 'konbini',
        transactionType: transactionTypeOf(order),
        status: 'failed',
        errorMessage: shopAnswers.konbiniExpired,
        amount: order.finalPrice,
      });
      if (order.idempotencyKey)
        await ledger.updateChargeByKey(
          tx,
          order.idempotencyKey,
          { status: 'failed', errorCode: 'konbini_expired', transactionId },
          true,
        );
      return order;
    });

  const mailed = () => deps.onMail?.();

  return {
    slipOf,

    /**
     * After `reserve`: asks the gateway for the slip of a fresh order and keeps it; a repeated
     * request answers the first order (its slip is already kept).
     */
    start: async (
      userId: number,
      order: OrderRow,
      fresh: boolean,
      store: KonbiniStore,
      email: string,
      now = new Date(),
      /** A point purchase or a membership period: what the slip's payment grants. */
      grant?:
        | { votingPackageId: number; packageCount: number; points: number }
        | { membershipPlanId: number; cycleType: 'month' | 'year'; cycleValue: number },
    ) => {
      if (!fresh) {
        if (await slipOf(order.id))
          return { orderId: order.id, miecruOrderId: order.miecruOrderId!, orderNumber: order.orderNumber };
        return pay.replay(order);
      }
      let started: Awaited<ReturnType<KonbiniProvider['createPayment']>>;
      try {
        started = await deps.konbini.createPayment({
          reference: order.miecruOrderId!,
          amount: order.finalPrice,
          store,
          email,
          deadline: konbiniDeadline(now, deps.config.deadlineDays),
        });
      } catch (error) {
        await pay
          .fail(order, userId, { code: 'provider_error', message: shopAnswers.konbiniFailed })
          .catch(() => undefined);
        throw error;
      }
      if ('status' in started) {
        await pay.recordFailure(order, userId, started);
        throw badRequest(started.message || shopAnswers.konbiniFailed);
      }
      await db.transaction(async (tx) => {
        await slips.insertSlip(tx, {
          orderId: order.id,
          provider: deps.konbini.name,
          providerPaymentId: started.paymentId,
          store: started.store,
          receiptNumber: started.receiptNumber,
          confirmationNumber: started.confirmationNumber,
          slipUrl: started.slipUrl,
          deadline: started.deadline,
          amount: order.finalPrice,
          ...grant,
        });
        // The fan has placed the order: its lines leave the cart now, not at payment.
        await deps.carts.removeSkus(userId, await orders.skuIdsOf(order.id, tx), tx);
        await outbox.enqueue(tx, { kind: 'konbini_slip', userId, orderId: order.id });
      });
      mailed();
      return { orderId: order.id, miecruOrderId: order.miecruOrderId!, orderNumber: order.orderNumber };
    },

    /**
     * Applies one verified notification. The event id is accepted once (a replay is refused);
     * the slip changes once whatever the number of notifications.
     */
    applyNotification: async (event: KonbiniEvent, now = new Date()): Promise<NotificationOutcome> => {
      const record = (outcome: NotificationOutcome, accepted: boolean) =>
        slips.recordNotification({
          eventId: event.eventId,
          eventType: event.type,
          providerPaymentId: event.paymentId,
          outcome,
          accepted,
        });
      if (Math.abs(now.getTime() - event.createdAt.getTime()) > deps.config.webhookToleranceMs) {
        await record('stale', false);
        return 'stale';
      }
      const slip = event.paymentId ? await slips.slipByPaymentId(event.paymentId) : null;
      if (!slip && event.kind !== 'other') {
        await record('unknown_payment', false);
        return 'unknown_payment';
      }
      // The event id is taken before anything changes: a second delivery of it finds it taken.
      const taken = await record('unchanged', true);
      if (!taken) {
        await record('replayed', false);
        return 'replayed';
      }
      let changed: OrderRow | null = null;
      if (slip && event.kind === 'paid') changed = await markPaid(slip, now);
      if (slip && event.kind === 'expired') changed = await markExpired(slip.id, now);
      if (!changed) return 'unchanged';
      await slips.markNotificationApplied(taken.id);
      mailed();
      return 'applied';
    },

    /** Records a notification refused before it could be read (bad signature, not JSON). */
    refuse: async (outcome: 'bad_signature' | 'malformed', eventId: string | null) => {
      await slips.recordRefused(outcome, eventId);
    },

    /** Expires one slip now (the job, or the deadline found passed); false when it had already moved. */
    expire: async (slipId: number, now = new Date()) => {
      const order = await markExpired(slipId, now);
      if (order) mailed();
      return Boolean(order);
    },

    /** Every slip whose deadline has passed unpaid is expired: its order cancelled, its stock back. */
    expireOverdue: async (now = new Date()) => {
      const overdue = await slips.overdueSlipIds(now);
      let expired = 0;
      for (const { id } of overdue) {
        const order = await markExpired(id, now);
        if (!order) continue;
        expired += 1;
      }
      if (expired > 0) mailed();
      return { expired };
    },

    /** The day-before reminder of every unpaid slip due within 24 hours, once each. */
    remindDue: async (now = new Date()) => {
      const due = await slips.claimReminders(now, new Date(now.getTime() + DAY_MS));
      for (const { orderId } of due) {
        const order = await orders.findById(orderId);
        if (order) await outbox.enqueue(db, { kind: 'konbini_reminder', userId: order.userId, orderId });
      }
      if (due.length > 0) mailed();
      return { reminded: due.length };
    },
  };
};

export type KonbiniOrders = ReturnType<typeof konbiniOrders>;

/**
 * The pending order of a konbini purchase that is not goods (a point pack, a membership period)
 * and its charge row, or the one an earlier request with the same key made. Nothing is granted
 * here: what the order buys comes with the store payment (`markPaid`).
 */
export const reserveKonbiniOrder = async (
  db: Db,
  input: {
    companyId: number;
    userId: number;
    key: string;
    orderType: 'voting_package' | 'membership';
    amount: number;
    fee: number;
    provider: string;
    lines: PaidLine[];
  },
) => {
  const orders = ordersRepository(db);
  const earlier = await orders.findByKey(input.key);
  if (earlier) return { order: earlier, fresh: false };
  const { amount, fee } = input;
  try {
    const order = await db.transaction(async (tx) => {
      const id = await orders.insertPaid(
        tx,
        {
          companyId: input.companyId,
          userId: input.userId,
          orderType: input.orderType,
          status: 'pending_payment',
          totalProductPrice: amount,
          finalPrice: amount + fee,
          paymentMethod: 'konbini',
          paymentFee: fee,
          miecruOrderId: newMiecruOrderId(),
          idempotencyKey: input.key,
        },
        input.lines,
      );
      await paymentsRepository(db).insertPendingCharge(
        tx,
        input.key,
        `konbini-${input.provider}`,
        amount + fee,
      );
      return (await orders.findById(id, tx))!;
    });
    return { order, fresh: true };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await orders.findByKey(input.key);
      if (raced) return { order: raced, fresh: false };
    }
    throw error;
  }
};

/** The konbini orders of a process: repositories, the card ledger's reserve and the mails wired. */
export const konbiniOrdersFor = (ctx: {
  db: Db;
  companyId: number;
  konbini: KonbiniProvider;
  config: KonbiniConfig;
  payments: PaymentProvider;
  /** The mail outbox of the process (jobs/mail-outbox.ts), kicked after a mail was queued. */
  mails: Pick<MailOutbox, 'kick'>;
}) => {
  const orders = ordersRepository(ctx.db);
  const carts = cartsRepository(ctx.db);
  const pay = orderPayments({ db: ctx.db, companyId: ctx.companyId, payments: ctx.payments, orders, carts });
  return {
    pay,
    konbini: konbiniOrders({
      db: ctx.db,
      konbini: ctx.konbini,
      config: ctx.config,
      orders,
      carts,
      pay,
      onMail: () => ctx.mails.kick(),
    }),
  };
};
