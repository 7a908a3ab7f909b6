/**
 * The sandbox card provider's own state (payments/sandbox-provider.ts): tokens, saved cards,
 * charges and 3-D Secure sessions in `sandbox_*` tables, so it behaves the same across several API
 * processes. Every state change that must happen once is a conditional update.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxCards, sandboxCharges, sandboxCardTokens, sandboxTdsSessions } from '../db/schema.ts';

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
  refund: async (orderId: string) => {
    const [row] = await db
      .update(sandboxCharges)
      .set({ refundedAt: sql`coalesce(${sandboxCharges.refundedAt}, now())` })
      .where(eq(sandboxCharges.orderId, orderId))
      .returning({ chargeId: sandboxCharges.chargeId });
    return Boolean(row);
  },
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
