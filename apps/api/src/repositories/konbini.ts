/**
 * Konbini slips (`konbini_payments`) and the gateway's notifications (`konbini_notifications`),
 * for shop/konbini-orders.ts. Every state change of a slip is a conditional update from `pending`,
 * so it happens once; callers pass their transaction where a write belongs to one.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  konbiniNotifications,
  konbiniPayments,
  membershipPlans,
  subscriptions,
  votingPackages,
} from '../db/schema/index.ts';

type NotificationOutcome = (typeof konbiniNotifications.$inferSelect)['outcome'];

export const konbiniRepository = (db: Db) => ({
  /** The order's slip, if one was kept. */
  slipOf: async (orderId: number) => {
    const [row] = await db.select().from(konbiniPayments).where(eq(konbiniPayments.orderId, orderId));
    return row ?? null;
  },
  /**
   * What a membership slip pays for, as its mails name it: the plan's name, and the subscription
   * the payment went to (its name and end) once it has one.
   */
  membershipOf: async (planId: number, subscriptionId: number | null) => {
    const [plan] = await db
      .select({ name: membershipPlans.name })
      .from(membershipPlans)
      .where(eq(membershipPlans.id, planId));
    const [subscription] = subscriptionId
      ? await db
          .select({ name: subscriptions.name, end: subscriptions.end })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId))
      : [];
    return { planName: plan?.name ?? null, subscription: subscription ?? null };
  },
  /** The slip the gateway knows by `providerPaymentId`, if any. */
  slipByPaymentId: async (providerPaymentId: string) => {
    const [row] = await db
      .select()
      .from(konbiniPayments)
      .where(eq(konbiniPayments.providerPaymentId, providerPaymentId));
    return row ?? null;
  },
  /** Inside the order's transaction: the slip the gateway answered. */
  insertSlip: async (tx: DbOrTx, values: typeof konbiniPayments.$inferInsert) => {
    await tx.insert(konbiniPayments).values(values);
  },
  /** The slip moved from `pending` to paid, or null when it had already moved. */
  markSlipPaid: async (tx: DbOrTx, slipId: number, now: Date) => {
    const [row] = await tx
      .update(konbiniPayments)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(konbiniPayments.id, slipId), eq(konbiniPayments.status, 'pending')))
      .returning();
    return row ?? null;
  },
  /** The slip moved from `pending` to expired, or null when it had already moved. */
  markSlipExpired: async (tx: DbOrTx, slipId: number, now: Date) => {
    const [row] = await tx
      .update(konbiniPayments)
      .set({ status: 'expired', expiredAt: now })
      .where(and(eq(konbiniPayments.id, slipId), eq(konbiniPayments.status, 'pending')))
      .returning();
    return row ?? null;
  },
  /** The ids of the slips still pending whose deadline is at or before `now`. */
  overdueSlipIds: (now: Date) =>
    db
      .select({ id: konbiniPayments.id })
      .from(konbiniPayments)
      .where(and(eq(konbiniPayments.status, 'pending'), lte(konbiniPayments.deadline, now))),
  /**
   * Marks reminded, once, every pending slip not reminded yet whose deadline is in (`now`,
   * `dueBy`]; answers their orders.
   */
  claimReminders: (now: Date, dueBy: Date) =>
    db
      .update(konbiniPayments)
      .set({ remindedAt: now })
      .where(
        and(
          eq(konbiniPayments.status, 'pending'),
          isNull(konbiniPayments.remindedAt),
          lte(konbiniPayments.deadline, dueBy),
          gt(konbiniPayments.deadline, now),
        ),
      )
      .returning({ orderId: konbiniPayments.orderId }),
  /**
   * Keeps a notification; an accepted event id is kept once (a unique index), so the row's id is
   * answered only to the first, null to a replay.
   */
  recordNotification: async (values: typeof konbiniNotifications.$inferInsert) => {
    const [row] = await db
      .insert(konbiniNotifications)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: konbiniNotifications.id });
    return row ?? null;
  },
  /** A notification refused before it could be read (bad signature, not JSON). */
  recordRefused: async (outcome: NotificationOutcome, eventId: string | null) => {
    await db.insert(konbiniNotifications).values({ eventId, outcome, accepted: false });
  },
  /** The notification changed its slip. */
  markNotificationApplied: async (notificationId: number) => {
    await db
      .update(konbiniNotifications)
      .set({ outcome: 'applied' })
      .where(eq(konbiniNotifications.id, notificationId));
  },
  /** When the points of a slip's point pack expire (read in the transaction that grants them). */
  packageExpireDate: async (tx: DbOrTx, votingPackageId: number) => {
    const [pack] = await tx
      .select({ expireDate: votingPackages.expireDate })
      .from(votingPackages)
      .where(eq(votingPackages.id, votingPackageId));
    return pack?.expireDate ?? null;
  },
});

export type KonbiniRepository = ReturnType<typeof konbiniRepository>;
