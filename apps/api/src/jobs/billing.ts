/**
 * Renewals of paid memberships. `runBilling` is safe to run in several processes at once: each
 * renewal charge carries an idempotency key naming the subscription, its billing count and retry
 * count, so the charges table's UNIQUE key lets exactly one process charge a given renewal, and
 * each subscription update is conditional on the counts it read.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, subscriptions, users } from '../db/schema.ts';
import { addCycle } from '../lib/dates.ts';
import { withTax } from '../lib/money.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { dueCondition } from '../repositories/memberships.ts';
import { claimCharge, markUnfulfilled, recordSucceededCharge } from '../services/card-charges.ts';
import { charges, transactions } from '../db/schema.ts';
import { startJobTimer, type JobLog } from './timer.ts';

/** After this many failed renewals in a row the membership ends. */
export const MAX_BILLING_RETRIES = 3;
/** A failed renewal is tried again this much later. */
export const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export interface BillingSummary {
  renewed: number;
  failed: number;
  expired: number;
  /** Renewals another process is charging right now. */
  skipped: number;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const runBilling = async (
  db: Db,
  payments: PaymentProvider,
  now = new Date(),
): Promise<BillingSummary> => {
  const summary: BillingSummary = { renewed: 0, failed: 0, expired: 0, skipped: 0 };
  // Cancelled memberships end with the period the member paid for.
  const ended = await db
    .update(subscriptions)
    .set({ status: 'expired', nextBillingDate: null })
    .where(and(eq(subscriptions.status, 'cancel_requested'), lte(subscriptions.end, now)))
    .returning({ id: subscriptions.id });
  summary.expired += ended.length;

  const due = await db.select().from(subscriptions).where(dueCondition(now));
  for (const subscription of due) {
    // One member's problem must not stop everyone else's renewal.
    const result = await renew(db, payments, subscription, now).catch(() => 'skipped' as const);
    summary[result] += 1;
  }
  return summary;
};

const renew = async (
  db: Db,
  payments: PaymentProvider,
  sub: SubscriptionRow,
  now: Date,
): Promise<keyof BillingSummary> => {
  const amount = withTax(sub.price, sub.taxRate);
  const key = `renewal:${sub.id}:${sub.billingCount + 1}:${sub.retryBillingCount}`;
  let claim;
  try {
    claim = await claimCharge(db, key, amount, payments.name);
  } catch {
    // Another process holds (or already settled) this exact renewal attempt.
    return 'skipped';
  }
  if (claim.kind === 'replay') return 'renewed';
  const [user] = await db
    .select({ cardReference: users.cardReference, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, sub.userId));
  const outcome = user?.cardReference
    ? await payments.charge({ card: { reference: user.cardReference }, amount, orderId: key })
    : ({ status: 'failed', code: 'no_card', message: 'カードが登録されていません。' } as const);
  const sameRead = and(
    eq(subscriptions.id, sub.id),
    eq(subscriptions.billingCount, sub.billingCount),
    eq(subscriptions.retryBillingCount, sub.retryBillingCount),
    inArray(subscriptions.status, ['active', 'past_due']),
  );

  if (outcome.status === 'succeeded') {
    try {
      await db.transaction(async (tx) => {
        const end = addCycle(sub.end > now ? sub.end : now, sub.cycleType, sub.cycleValue);
        const [updated] = await tx
          .update(subscriptions)
          .set({
            status: 'active',
            billingCount: sub.billingCount + 1,
            retryBillingCount: 0,
            lastBillingDate: now,
            end,
            nextBillingDate: end,
          })
          .where(sameRead)
          .returning({ id: subscriptions.id });
        if (!updated) throw new Error(`subscription ${sub.id} changed during renewal`);
        const [order] = await tx
          .insert(orders)
          .values({
            companyId: user!.companyId,
            userId: sub.userId,
            orderType: 'membership',
            status: 'paid',
            totalProductPrice: amount,
            finalPrice: amount,
            paymentMethod: 'credit_card',
            maskedCardNumber: outcome.maskedCardNumber,
            subscriptionId: sub.id,
            miecruOrderId: outcome.chargeId,
          })
          .returning({ id: orders.id });
        await recordSucceededCharge(tx, {
          chargeRowId: claim.chargeRowId,
          providerChargeId: outcome.chargeId,
          userId: sub.userId,
          amount,
          purpose: 'subscription',
          subscriptionId: sub.id,
          orderId: order!.id,
        });
      });
    } catch (error) {
      // Charged, but the member cancelled or changed meanwhile: keep the evidence for a refund.
      await markUnfulfilled(db, claim.chargeRowId, outcome.chargeId);
      throw error;
    }
    return 'renewed';
  }

  const retries = sub.retryBillingCount + 1;
  const expire = retries >= MAX_BILLING_RETRIES;
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({
        retryBillingCount: retries,
        status: expire ? 'expired' : 'past_due',
        nextBillingDate: expire ? null : new Date(now.getTime() + RETRY_AFTER_MS),
      })
      .where(sameRead);
    const [failed] = await tx
      .insert(transactions)
      .values({
        userId: sub.userId,
        subscriptionId: sub.id,
        paymentMethod: 'credit_card',
        transactionType: 'subscription',
        status: 'failed',
        errorMessage: outcome.message,
        amount,
      })
      .returning({ id: transactions.id });
    await tx
      .update(charges)
      .set({ status: 'failed', errorCode: outcome.code, transactionId: failed!.id })
      .where(eq(charges.id, claim.chargeRowId));
  });
  return expire ? 'expired' : 'failed';
};

/** Runs billing now and then every `intervalMs` (config.billingIntervalMs); returns a stop function. */
export const startBillingTimer = (
  db: Db,
  payments: PaymentProvider,
  log: JobLog,
  intervalMs: number,
): (() => void) =>
  startJobTimer(
    'billing',
    intervalMs,
    () => runBilling(db, payments),
    log,
    (summary) => Boolean(summary.renewed || summary.failed || summary.expired),
  );
