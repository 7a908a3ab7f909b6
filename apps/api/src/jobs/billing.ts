/**
 * Renewals of paid memberships. `runBilling` is safe to run in several processes at once: each
 * renewal charge carries an idempotency key naming the subscription, its billing count and retry
 * count, so the charges table's UNIQUE key lets exactly one process charge a given renewal, and
 * each subscription update is conditional on the counts it read.
 */
import type { Db } from '../db/client.ts';
import type { subscriptions } from '../db/schema/index.ts';
import type { Letter } from '../mail/letter.ts';
import { addresseeOf, planMail } from '../mail/notices.ts';
import type { Post } from '../mail/post.ts';
import { mails, type Addressee } from '../mail/templates.ts';
import { grantMembershipPoints } from '../repositories/voting.ts';
import { addCycle } from '../lib/dates.ts';
import { membershipFees } from '@fanclub/domain';
import type { PaymentProvider } from '../payments/provider.ts';
import { ordersRepository, paidLineNames } from '../repositories/orders.ts';
import { renewalsRepository } from '../repositories/renewals.ts';
import { paymentsRepository } from '../repositories/payments.ts';
import { usersRepository } from '../repositories/users.ts';
import { claimCharge, markUnfulfilled, recordSucceededCharge } from '../services/card-charges.ts';

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
  /** Mails each member the outcome of their renewal (after its transaction has committed). */
  mail?: Post,
): Promise<BillingSummary> => {
  const summary: BillingSummary = { renewed: 0, failed: 0, expired: 0, skipped: 0 };
  // Cancelled memberships end with the period the member paid for.
  const renewals = renewalsRepository(db);
  summary.expired += await renewals.endCancelled(now);

  const due = await renewals.due(now);
  for (const subscription of due) {
    // One member's problem must not stop everyone else's renewal.
    const result = await renew(db, payments, subscription, now, mail).catch(() => 'skipped' as const);
    summary[result] += 1;
  }
  return summary;
};

const renew = async (
  db: Db,
  payments: PaymentProvider,
  sub: SubscriptionRow,
  now: Date,
  mail: Post | undefined,
): Promise<keyof BillingSummary> => {
  const amount = membershipFees(sub).recurring;
  const key = `renewal:${sub.id}:${sub.billingCount + 1}:${sub.retryBillingCount}`;
  let claim;
  try {
    claim = await claimCharge(db, key, amount, payments.name);
  } catch {
    // Another process holds (or already settled) this exact renewal attempt.
    return 'skipped';
  }
  if (claim.kind === 'replay') return 'renewed';
  const user = await usersRepository(db).findById(sub.userId);
  const outcome = user?.cardReference
    ? // A renewal is the merchant's own payment on the card the member authenticated (no challenge).
      await payments.charge({
        card: { reference: user.cardReference },
        amount,
        orderId: key,
        merchantInitiated: true,
      })
    : ({ status: 'failed', code: 'no_card', message: 'カードが登録されていません。' } as const);
  const renewals = renewalsRepository(db);

  const tell = (letter: (to: Addressee) => Letter) =>
    mail?.notify(async () => {
      const to = await addresseeOf(db, sub.userId);
      return to ? letter(to) : null;
    });

  if (outcome.status === 'succeeded') {
    let renewed = { end: sub.end, points: 0 };
    try {
      await db.transaction(async (tx) => {
        const end = addCycle(sub.end > now ? sub.end : now, sub.cycleType, sub.cycleValue);
        const updated = await renewals.updateAsRead(tx, sub, {
          status: 'active',
          billingCount: sub.billingCount + 1,
          retryBillingCount: 0,
          lastBillingDate: now,
          end,
          nextBillingDate: end,
        });
        if (!updated) throw new Error(`subscription ${sub.id} changed during renewal`);
        const orderId = await ordersRepository(db).insertPaid(
          tx,
          {
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
          },
          [{ name: paidLineNames.membershipFee(sub.name), price: amount, count: 1, taxRate: sub.taxRate }],
        );
        await recordSucceededCharge(db, tx, {
          chargeRowId: claim.chargeRowId,
          providerChargeId: outcome.chargeId,
          userId: sub.userId,
          amount,
          purpose: 'subscription',
          subscriptionId: sub.id,
          orderId,
        });
        // Each paid cycle brings the plan's points, in the transaction that records the charge.
        const monthlyPoint = await renewals.monthlyPointOfPlan(tx, sub.planId);
        const points = await grantMembershipPoints(tx, {
          userId: sub.userId,
          subscriptionId: sub.id,
          monthlyPoint,
          cycleType: sub.cycleType,
          cycleValue: sub.cycleValue,
          now,
        });
        renewed = { end, points };
      });
    } catch (error) {
      // Charged, but the member cancelled or changed meanwhile: keep the evidence for a refund.
      await markUnfulfilled(db, claim.chargeRowId, outcome.chargeId);
      throw error;
    }
    await tell((to) =>
      mails.planRenewed(to, {
        ...planMail(sub),
        paidAt: now,
        nextBillingDate: renewed.end,
        points: renewed.points,
      }),
    );
    return 'renewed';
  }

  const retries = sub.retryBillingCount + 1;
  const expire = retries >= MAX_BILLING_RETRIES;
  const ledger = paymentsRepository(db);
  await db.transaction(async (tx) => {
    await renewals.updateAsRead(tx, sub, {
      retryBillingCount: retries,
      status: expire ? 'expired' : 'past_due',
      nextBillingDate: expire ? null : new Date(now.getTime() + RETRY_AFTER_MS),
    });
    const failed = await ledger.recordTransaction(tx, {
      userId: sub.userId,
      subscriptionId: sub.id,
      paymentMethod: 'credit_card',
      transactionType: 'subscription',
      status: 'failed',
      errorMessage: outcome.message,
      amount,
    });
    await ledger.updateCharge(tx, claim.chargeRowId, {
      status: 'failed',
      errorCode: outcome.code,
      transactionId: failed,
    });
  });
  await tell((to) =>
    mails.planRenewalFailed(to, {
      ...planMail(sub),
      retryAt: expire ? null : new Date(now.getTime() + RETRY_AFTER_MS),
    }),
  );
  return expire ? 'expired' : 'failed';
};
