/**
 * The sandbox konbini gateway's own ledger (payments/sandbox-konbini.ts): its payments in
 * `sandbox_konbini_payments`, one per merchant order reference; each leaves `pending` once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxKonbiniPayments } from '../db/schema/index.ts';

export const sandboxKonbiniRepository = (db: Db) => ({
  payment: async (paymentId: string) => {
    const [row] = await db
      .select()
      .from(sandboxKonbiniPayments)
      .where(eq(sandboxKonbiniPayments.id, paymentId));
    return row ?? null;
  },
  /** The payment made for a merchant order reference, if any. */
  paymentOfReference: async (reference: string) => {
    const [row] = await db
      .select()
      .from(sandboxKonbiniPayments)
      .where(eq(sandboxKonbiniPayments.externalOrderNum, reference));
    return row ?? null;
  },
  /** The new payment, or null when the reference had one already. */
  insertPayment: async (values: typeof sandboxKonbiniPayments.$inferInsert) => {
    const [row] = await db
      .insert(sandboxKonbiniPayments)
      .values(values)
      .onConflictDoNothing({ target: sandboxKonbiniPayments.externalOrderNum })
      .returning();
    return row ?? null;
  },
  /** The pending payment moved to `status`, or null when it is unknown or no longer pending. */
  settle: async (paymentId: string, status: 'captured' | 'expired') => {
    const [row] = await db
      .update(sandboxKonbiniPayments)
      .set({ status })
      .where(and(eq(sandboxKonbiniPayments.id, paymentId), eq(sandboxKonbiniPayments.status, 'pending')))
      .returning();
    return row ?? null;
  },
});
