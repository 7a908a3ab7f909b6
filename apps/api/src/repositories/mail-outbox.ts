/**
 * The order mails waiting to leave (`mail_outbox`, jobs/mail-outbox.ts). A mail is queued inside
 * the transaction of the change it tells of; the job claims due rows with FOR UPDATE SKIP LOCKED
 * (several processes never take the same row), and each claim pushes the row's next attempt out by
 * a lease, so a row whose sender died is taken again once the lease has passed.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type OutboxKind = (typeof mailOutbox.$inferSelect)['kind'];
export type OutboxRow = typeof mailOutbox.$inferSelect;

export const mailOutboxRepository = (db: Db) => ({
  /**
   * Inside the change's transaction: the mail to send once it has committed (once per order and
   * kind; a 返金のお知らせ once per refund).
   */
  enqueue: async (
    tx: DbOrTx,
    mail: { kind: OutboxKind; userId: number; orderId: number; refundId?: number },
  ) => {
    await tx.insert(mailOutbox).values(mail).onConflictDoNothing();
  },

  /**
   * Up to `limit` due rows, oldest first, taken by this caller: their attempt counted and their
   * next attempt put `leaseMs` ahead, in one transaction, skipping rows another process holds.
   */
  claim: async (limit: number, now: Date, leaseMs: number): Promise<OutboxRow[]> =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    }),

  markSent: async (id: number, now: Date) => {
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  },

  /** A failed try: tried again at `retryAt`, or given up (`failed`) when `retryAt` is null. */
  markFailed: async (id: number, error: string, retryAt: Date | null) => {
    await db
      .update(mailOutbox)
      .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  },

  /** Whether any row is due by `now` (the test helper drains until none is). */
  anyDue: async (now: Date) => {
    const [row] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .limit(1);
    return row !== undefined;
  },
});

export type MailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
