/**
 * The sandbox card provider's own state (payments/sandbox-provider.ts): tokens, saved cards,
 * charges and 3-D Secure sessions in `sandbox_*` tables, so it behaves the same across several API
 * processes. Every state change that must happen once is a conditional update.
 */
import { and, eq, gt, isNull, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  sandboxCards,
  sandboxCharges,
  sandboxCardTokens,
  sandboxRefunds,
  sandboxTdsSessions,
} from '../db/schema/index.ts';

type TdsStatus = (typeof sandboxTdsSessions.$inferSelect)['status'];

export const sandboxPaymentsRepository = (db: Db) => ({
  insertToken: async (values: typeof sandboxCardTokens.$inferInsert) => {
    await db.insert(sandboxCardTokens).values(values);
  },
  /** A token works once: the conditional update lets exactly one caller have it. */
  consumeToken: async (token: string) => {
    const [row] = await db
      .update(sandboxCardTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(sandboxCardTokens.token, token),
          isNull(sandboxCardTokens.usedAt),
          gt(sandboxCardTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    return row ?? null;
  },
  charge: async (orderId: string) => {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.orderId, orderId));
    return row ?? null;
  },
  /** The new charge, or null when the provider order id was charged before. */
  insertCharge: async (values: typeof sandboxCharges.$inferInsert) => {
    const [row] = await db
      .insert(sandboxCharges)
      .values(values)
      .onConflictDoNothing({ target: sandboxCharges.orderId })
      .returning();
    return row ?? null;
  },
  /** Marks the charge refunded (the first time only); false when there is no such charge. */
  refund: async (reference: string) => {
    const [row] = await db
      .update(sandboxCharges)
      .set({ refundedAt: sql`coalesce(${sandboxCharges.refundedAt}, now())` })
      .where(or(eq(sandboxCharges.orderId, reference), eq(sandboxCharges.chargeId, reference)))
      .returning({ chargeId: sandboxCharges.chargeId });
    return Boolean(row);
  },
  /**
   * A refund of part or all of a charge (by its provider order id or charge id), once per refund
   * key: the charge row is locked, so refunds at once are added up one after the other and never
   * pass the charge's amount. `refunded` answers a repeat of the key with the first refund.
   */
  refundPart: async (input: { reference: string; amount: number; refundKey: string; refundId: string }) =>
    db.transaction(async (tx) => {
      const [earlier] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.refundKey, input.refundKey));
      if (earlier) return { status: 'refunded' as const, refundId: earlier.refundId };
      const [charge] = await tx
        .select()
        .from(sandboxCharges)
        .where(or(eq(sandboxCharges.orderId, input.reference), eq(sandboxCharges.chargeId, input.reference)))
        .for('update');
      if (!charge) return { status: 'no_charge' as const };
      if (charge.refundedAt) return { status: 'too_much' as const };
      const [done] = await tx
        .select({ total: sum(sandboxRefunds.amount).mapWith(Number) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.chargeId, charge.chargeId));
      if ((done?.total ?? 0) + input.amount > charge.amount) return { status: 'too_much' as const };
      await tx.insert(sandboxRefunds).values({
        refundId: input.refundId,
        chargeId: charge.chargeId,
        refundKey: input.refundKey,
        amount: input.amount,
      });
      return { status: 'refunded' as const, refundId: input.refundId };
    }),
  card: async (reference: string) => {
    const [row] = await db.select().from(sandboxCards).where(eq(sandboxCards.reference, reference));
    return row ?? null;
  },
  insertCard: async (values: typeof sandboxCards.$inferInsert) => {
    await db.insert(sandboxCards).values(values);
  },
  insertTdsSession: async (values: typeof sandboxTdsSessions.$inferInsert) => {
    await db.insert(sandboxTdsSessions).values(values);
  },
  tdsSession: async (orderId: string) => {
    const [row] = await db.select().from(sandboxTdsSessions).where(eq(sandboxTdsSessions.orderId, orderId));
    return row ?? null;
  },
  /** The session moved from `from` to `to`, or null when it was not in `from`. */
  moveTdsSession: async (orderId: string, from: TdsStatus, to: TdsStatus) => {
    const [row] = await db
      .update(sandboxTdsSessions)
      .set({ status: to })
      .where(and(eq(sandboxTdsSessions.orderId, orderId), eq(sandboxTdsSessions.status, from)))
      .returning();
    return row ?? null;
  },
});
