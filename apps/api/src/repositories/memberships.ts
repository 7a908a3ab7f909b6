import { and, desc, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import { membershipFees } from '@fanclub/domain';
import type { Db, DbOrTx } from '../db/client.ts';
import { insertPaidLines, paidLineNames } from './orders.ts';
import {
  membershipPlans,
  orders,
  paymentAttempts,
  prepaidReminders,
  subscriptions,
  transactions,
  users,
} from '../db/schema/index.ts';
import { addCycle } from '../lib/dates.ts';
import { companyRow } from './paging.ts';

export type PlanRow = typeof membershipPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export const LIVE_STATUSES = ['active', 'cancel_requested', 'past_due'] as const;

/** What a member pays up front for a plan: the first period plus the initial fee, tax included. */
export const firstPayment = (plan: Pick<PlanRow, 'price' | 'initialFee' | 'taxRate'>) =>
  membershipFees(plan).firstCharge;

export interface PaidSubscriptionInput {
  companyId: number;
  userId: number;
  plan: PlanRow;
  now: Date;
  amount: number;
  maskedCardNumber: string;
  /** The provider's order or charge id, kept on the order as its payment reference. */
  providerOrderId: string;
}

export const membershipsRepository = (db: Db, companyId: number) => ({
  displayedPlan: (id: number) =>
    companyRow(db, membershipPlans, companyId, id, eq(membershipPlans.isDisplayed, true)),
  planById: (id: number) => companyRow(db, membershipPlans, companyId, id),
  liveSubscription: async (userId: number, tx: DbOrTx = db) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
      .orderBy(desc(subscriptions.id))
      .limit(1);
    return row ?? null;
  },
  subscriptionOfTransaction: async (transactionId: number) => {
    const [row] = await db
      .select({ subscription: subscriptions })
      .from(transactions)
      .innerJoin(subscriptions, eq(subscriptions.id, transactions.subscriptionId))
      .where(eq(transactions.id, transactionId));
    return row?.subscription ?? null;
  },
  /**
   * The subscription, its first membership order and the link from transaction to both. The
   * partial unique index (one live subscription per user) refuses a second concurrent purchase.
   */
  createPaidSubscription: async (tx: DbOrTx, input: PaidSubscriptionInput) => {
    const { plan, now } = input;
    const end = addCycle(now, plan.cycleType, plan.cycleValue);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: input.userId,
        planId: plan.id,
        name: plan.name,
        price: plan.price,
        initialFee: plan.initialFee,
        taxRate: plan.taxRate,
        cycleType: plan.cycleType,
        cycleValue: plan.cycleValue,
        billingCount: 1,
        status: 'active',
        start: now,
        end,
        lastBillingDate: now,
        nextBillingDate: end,
      })
      .returning();
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: input.companyId,
        userId: input.userId,
        orderType: 'membership',
        status: 'paid',
        totalProductPrice: input.amount,
        finalPrice: input.amount,
        paymentMethod: 'credit_card',
        maskedCardNumber: input.maskedCardNumber,
        subscriptionId: subscription!.id,
        miecruOrderId: input.providerOrderId,
      })
      .returning({ id: orders.id });
    // Named lines, so the history, the detail and the 領収書 say what was paid for.
    const fees = membershipFees(plan);
    const initial = input.amount - fees.recurring;
    await insertPaidLines(tx, order!.id, [
      {
        name: paidLineNames.membershipFee(plan.name),
        price: Math.min(fees.recurring, input.amount),
        count: 1,
        taxRate: plan.taxRate,
      },
      ...(initial > 0
        ? [{ name: paidLineNames.initialFee(plan.name), price: initial, count: 1, taxRate: plan.taxRate }]
        : []),
    ]);
    return { subscription: subscription!, orderId: order!.id };
  },
  /**
   * A prepaid period paid (コンビニ払い), inside the transaction that marks its slip paid: the
   * member's live subscription is extended by the period from its current end (from `now` when
   * that has passed), or a subscription starts now for the period; either way it becomes
   * `prepaid` (never charged, `nextBillingDate` null). The member's row is locked first, so two
   * periods paid at once for one member both count, one after the other.
   */
  payPrepaidPeriod: async (
    tx: DbOrTx,
    input: {
      userId: number;
      planId: number;
      cycleType: 'month' | 'year';
      cycleValue: number;
      orderId: number;
      now: Date;
    },
  ) => {
    const { now } = input;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, input.planId));
    if (!plan) throw new Error(`membership plan ${input.planId} not found`);
    const [live] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, input.userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
      .orderBy(desc(subscriptions.id))
      .limit(1)
      .for('update');
    const planFields = {
      planId: plan.id,
      name: plan.name,
      price: plan.price,
      initialFee: plan.initialFee,
      taxRate: plan.taxRate,
      cycleType: input.cycleType,
      cycleValue: input.cycleValue,
    };
    let subscription: SubscriptionRow;
    if (live) {
      const from = live.end > now ? live.end : now;
      const [row] = await tx
        .update(subscriptions)
        .set({
          ...planFields,
          status: 'active',
          renewal: 'prepaid',
          billingCount: live.billingCount + 1,
          retryBillingCount: 0,
          lastBillingDate: now,
          end: addCycle(from, input.cycleType, input.cycleValue),
          nextBillingDate: null,
          unsubscribeReason: null,
          otherReason: null,
        })
        .where(eq(subscriptions.id, live.id))
        .returning();
      subscription = row!;
    } else {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          ...planFields,
          userId: input.userId,
          billingCount: 1,
          status: 'active',
          renewal: 'prepaid',
          start: now,
          end: addCycle(now, input.cycleType, input.cycleValue),
          lastBillingDate: now,
          nextBillingDate: null,
        })
        .returning();
      subscription = row!;
    }
    await tx.update(orders).set({ subscriptionId: subscription.id }).where(eq(orders.id, input.orderId));
    return { subscription, plan, extended: Boolean(live) };
  },
  /**
   * Claims, once each, the `daysBefore` end-of-period reminders due now: every live prepaid
   * subscription whose end is still ahead and before `dueBy` and that has not had that reminder
   * for that end. Answers the subscriptions claimed.
   */
  claimPrepaidReminders: async (now: Date, dueBy: Date, daysBefore: number) => {
    const ending = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.renewal, 'prepaid'),
          inArray(subscriptions.status, ['active']),
          gt(subscriptions.end, now),
          lt(subscriptions.end, dueBy),
        ),
      );
    const claimed: SubscriptionRow[] = [];
    for (const subscription of ending) {
      const [row] = await db
        .insert(prepaidReminders)
        .values({ subscriptionId: subscription.id, periodEnd: subscription.end, daysBefore })
        .onConflictDoNothing()
        .returning({ id: prepaidReminders.id });
      if (row) claimed.push(subscription);
    }
    return claimed;
  },
  saveCard: async (
    tx: DbOrTx,
    userId: number,
    card: { cardReference: string; maskedCardNumber: string; tdsOrderId?: string },
  ) => {
    await tx
      .update(users)
      .set({
        cardReference: card.cardReference,
        maskedCardNumber: card.maskedCardNumber,
        isValidCard: true,
        ...(card.tdsOrderId ? { isTDS: true, tdsMiecruId: card.tdsOrderId } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  },
  updateSubscription: async (
    id: number,
    change: Partial<typeof subscriptions.$inferInsert>,
    onlyIfStatus: readonly SubscriptionRow['status'][],
  ) => {
    const [row] = await db
      .update(subscriptions)
      .set(change)
      .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, [...onlyIfStatus])))
      .returning();
    return row ?? null;
  },
  /**
   * How the next period is paid, changed only while the subscription is still as read (active,
   * the same renewal and end): a konbini payment landing meanwhile moves the end, and then this
   * changes nothing. `auto` is charged at `end` by the billing job; `prepaid` is never charged.
   */
  switchRenewal: async (live: SubscriptionRow, renewal: 'auto' | 'prepaid') => {
    const [row] = await db
      .update(subscriptions)
      .set({ renewal, nextBillingDate: renewal === 'auto' ? live.end : null, retryBillingCount: 0 })
      .where(
        and(
          eq(subscriptions.id, live.id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.renewal, live.renewal),
          eq(subscriptions.end, live.end),
        ),
      )
      .returning();
    return row ?? null;
  },
  /** 3-D Secure flows waiting for the challenge: what to do once the browser returns. */
  startAttempt: async (
    userId: number,
    purpose: 'subscription' | 'credit_card' | 'update_card' | 'voting_package',
    providerOrderId: string,
    payload: Record<string, unknown>,
  ) => {
    await db.insert(paymentAttempts).values({ userId, purpose, providerOrderId, payload });
  },
  /** Takes a pending attempt exactly once (the conditional update lets one caller have it). */
  takeAttempt: async (
    userId: number,
    purposes: ('subscription' | 'credit_card' | 'update_card' | 'voting_package')[],
    providerOrderId: string,
  ) => {
    const [row] = await db
      .update(paymentAttempts)
      .set({ status: 'completed' })
      .where(
        and(
          eq(paymentAttempts.providerOrderId, providerOrderId),
          eq(paymentAttempts.userId, userId),
          inArray(paymentAttempts.purpose, purposes),
          eq(paymentAttempts.status, 'pending'),
        ),
      )
      .returning();
    return row ?? null;
  },
  findAttempt: async (userId: number, providerOrderId: string) => {
    const [row] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.providerOrderId, providerOrderId), eq(paymentAttempts.userId, userId)));
    return row ?? null;
  },
  /** A challenge not yet passed leaves the attempt pending, so the fan can finish it and confirm again. */
  settleAttempt: async (id: number, status: 'failed' | 'pending') => {
    await db.update(paymentAttempts).set({ status }).where(eq(paymentAttempts.id, id));
  },
  userCard: async (userId: number) => {
    const [row] = await db
      .select({
        cardReference: users.cardReference,
        maskedCardNumber: users.maskedCardNumber,
        isValidCard: users.isValidCard,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },
});

export type MembershipsRepository = ReturnType<typeof membershipsRepository>;
/** Used by the billing job: subscriptions whose renewal is due. */
export const dueCondition = (now: Date) =>
  and(
    inArray(subscriptions.status, ['active', 'past_due']),
    // A prepaid period is never charged: it ends at its end date.
    eq(subscriptions.renewal, 'auto'),
    lte(subscriptions.nextBillingDate, now),
  );
