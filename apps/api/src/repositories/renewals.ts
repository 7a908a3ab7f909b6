/**
 * What the renewal job (jobs/billing.ts) reads and writes. Each subscription update is conditional
 * on the billing and retry counts the job read, so two processes never renew one cycle twice.
 */
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { membershipPlans, subscriptions } from '../db/schema/index.ts';
import { dueCondition } from './memberships.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

const sameRead = (sub: SubscriptionRow) =>
  and(
    eq(subscriptions.id, sub.id),
    eq(subscriptions.billingCount, sub.billingCount),
    eq(subscriptions.retryBillingCount, sub.retryBillingCount),
    inArray(subscriptions.status, ['active', 'past_due']),
  );

export const renewalsRepository = (db: Db) => ({
  /**
   * Cancelled memberships, and prepaid ones (never renewed by a charge), whose paid period is over
   * become expired; how many did.
   */
  endCancelled: async (now: Date) => {
    const ended = await db
      .update(subscriptions)
      .set({ status: 'expired', nextBillingDate: null })
      .where(
        and(
          or(
            eq(subscriptions.status, 'cancel_requested'),
            and(eq(subscriptions.renewal, 'prepaid'), inArray(subscriptions.status, ['active', 'past_due'])),
          ),
          lte(subscriptions.end, now),
        ),
      )
      .returning({ id: subscriptions.id });
    return ended.length;
  },
  due: (now: Date) => db.select().from(subscriptions).where(dueCondition(now)),
  /** The update, only while the subscription is as the job read it; false when it changed. */
  updateAsRead: async (
    tx: DbOrTx,
    sub: SubscriptionRow,
    change: Partial<typeof subscriptions.$inferInsert>,
  ) => {
    const [updated] = await tx
      .update(subscriptions)
      .set(change)
      .where(sameRead(sub))
      .returning({ id: subscriptions.id });
    return Boolean(updated);
  },
  monthlyPointOfPlan: async (tx: DbOrTx, planId: number) => {
    const [plan] = await tx
      .select({ monthlyPoint: membershipPlans.monthlyPoint })
      .from(membershipPlans)
      .where(eq(membershipPlans.id, planId));
    return plan?.monthlyPoint ?? 0;
  },
});
