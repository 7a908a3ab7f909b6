/**
 * The money ledger: `charges` (one row per idempotency key, claimed before the card provider is
 * called), `transactions` (each payment's outcome) and the shop's 3-D Secure attempts. Callers pass
 * their transaction where a write belongs to one.
 */
import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { charges, paymentAttempts, transactions } from '../db/schema/index.ts';

type ChargeChange = Partial<typeof charges.$inferInsert>;

const orderAttempt = (orderId: number) =>
  and(
    eq(paymentAttempts.purpose, 'order'),
    sql`(${paymentAttempts.payload} ->> 'orderId')::int = ${orderId}`,
  );

export const paymentsRepository = (db: Db) => ({
  /** The new charge row's id, or null when the key was claimed before. */
  claimCharge: async (key: string, amount: number, provider: string) => {
    const [row] = await db
      .insert(charges)
      .values({ idempotencyKey: key, provider, amount, status: 'pending' })
      .onConflictDoNothing({ target: charges.idempotencyKey })
      .returning({ id: charges.id });
    return row?.id ?? null;
  },
  /** Inside the order's reservation: the key's charge, pending (a second one fails on UNIQUE). */
  insertPendingCharge: async (tx: DbOrTx, key: string, provider: string, amount: number) => {
    await tx.insert(charges).values({ idempotencyKey: key, provider, amount, status: 'pending' });
  },
  chargeByKey: async (key: string) => {
    const [row] = await db.select().from(charges).where(eq(charges.idempotencyKey, key));
    return row ?? null;
  },
  updateCharge: async (tx: DbOrTx, chargeRowId: number, change: ChargeChange) => {
    await tx.update(charges).set(change).where(eq(charges.id, chargeRowId));
  },
  updateChargeByKey: async (tx: DbOrTx, key: string, change: ChargeChange, pendingOnly = false) => {
    const where: SQL | undefined = pendingOnly
      ? and(eq(charges.idempotencyKey, key), eq(charges.status, 'pending'))
      : eq(charges.idempotencyKey, key);
    await tx.update(charges).set(change).where(where);
  },
  /** Gives the key back while nothing was charged under it. */
  releasePendingCharge: async (chargeRowId: number) => {
    await db.delete(charges).where(and(eq(charges.id, chargeRowId), eq(charges.status, 'pending')));
  },
  /** The provider's reason stored with the key's failed transaction, if any. */
  failureMessageOfKey: async (key: string) => {
    const [charge] = await db
      .select({ message: transactions.errorMessage })
      .from(charges)
      .leftJoin(transactions, eq(transactions.id, charges.transactionId))
      .where(eq(charges.idempotencyKey, key));
    return charge?.message;
  },
  /** When the order's money was first received: its earliest succeeded transaction, if any. */
  firstSucceededAt: async (orderId: number) => {
    const [row] = await db
      .select({ at: transactions.createdAt })
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.status, 'succeeded')))
      .orderBy(asc(transactions.id))
      .limit(1);
    return row?.at ?? null;
  },
  /** A payment's outcome; its id links the charge to it. */
  recordTransaction: async (tx: DbOrTx, values: typeof transactions.$inferInsert) => {
    const [row] = await tx.insert(transactions).values(values).returning({ id: transactions.id });
    return row!.id;
  },

  /** The 3-D Secure attempt opened for a shop order, if any. */
  orderAttempt: async (orderId: number) => {
    const [row] = await db.select().from(paymentAttempts).where(orderAttempt(orderId));
    return row ?? null;
  },
  attemptStatus: async (attemptId: number) => {
    const [row] = await db
      .select({ status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId));
    return row?.status ?? 'failed';
  },
  insertOrderAttempt: async (userId: number, providerOrderId: string, payload: Record<string, unknown>) => {
    await db.insert(paymentAttempts).values({ userId, purpose: 'order', providerOrderId, payload });
  },
  /** The member's shop attempt for a provider order id. */
  memberOrderAttempt: async (userId: number, providerOrderId: string) => {
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(memberOrderAttemptOf(userId, providerOrderId));
    return attempt ?? null;
  },
  /** Only the call that moves the attempt out of `pending` wins; false for everyone else. */
  completeMemberOrderAttempt: async (userId: number, providerOrderId: string) => {
    const [claimed] = await db
      .update(paymentAttempts)
      .set({ status: 'completed' })
      .where(and(memberOrderAttemptOf(userId, providerOrderId), eq(paymentAttempts.status, 'pending')))
      .returning({ id: paymentAttempts.id });
    return Boolean(claimed);
  },
  failAttempt: async (attemptId: number) => {
    await db.update(paymentAttempts).set({ status: 'failed' }).where(eq(paymentAttempts.id, attemptId));
  },
  /** The pending shop attempt marked expired, or null when a confirm (or another run) got there first. */
  expirePendingOrderAttempt: async (tx: DbOrTx, attemptId: number) => {
    const [attempt] = await tx
      .update(paymentAttempts)
      .set({ status: 'expired' })
      .where(
        and(
          eq(paymentAttempts.id, attemptId),
          eq(paymentAttempts.purpose, 'order'),
          eq(paymentAttempts.status, 'pending'),
        ),
      )
      .returning();
    return attempt ?? null;
  },
  /** Shop attempts still pending since before `cutoff`. */
  stalePendingOrderAttemptIds: async (cutoff: Date) => {
    const stale = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.purpose, 'order'),
          eq(paymentAttempts.status, 'pending'),
          lte(paymentAttempts.createdAt, cutoff),
        ),
      );
    return stale.map((row) => row.id);
  },
});

const memberOrderAttemptOf = (userId: number, providerOrderId: string) =>
  and(
    eq(paymentAttempts.providerOrderId, providerOrderId),
    eq(paymentAttempts.userId, userId),
    eq(paymentAttempts.purpose, 'order'),
  );

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
