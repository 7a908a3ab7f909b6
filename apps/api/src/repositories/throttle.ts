import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttleHits } from '../db/schema.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * Limits from products that fans already trust: Ghost allows 8 member sign-in tries, Mastodon 25
 * sign-ins per 5 minutes per IP and 5 password resets per 30 minutes per address.
 */
export const throttleRules = {
  signInAccount: { limit: 8, windowMs: 15 * 60 * 1000 },
  signInIp: { limit: 25, windowMs: 5 * 60 * 1000 },
  mailAddress: { limit: 5, windowMs: 30 * 60 * 1000 },
  mailIp: { limit: 20, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, ThrottleRule>;

/** Kept in the database so every API process behind a load balancer shares the count. */
export const throttleRepository = (db: Db) => ({
  /** Records a hit; false when the key already used its allowance in the window. */
  hit: async (key: string, rule: ThrottleRule, now = new Date()): Promise<boolean> => {
    const since = new Date(now.getTime() - rule.windowMs);
    await db.delete(throttleHits).where(and(eq(throttleHits.key, key), lt(throttleHits.at, since)));
    const [row] = await db
      .select({ n: count() })
      .from(throttleHits)
      .where(and(eq(throttleHits.key, key), gt(throttleHits.at, since)));
    if ((row?.n ?? 0) >= rule.limit) return false;
    await db.insert(throttleHits).values({ key, at: now });
    return true;
  },
  /** A successful sign-in forgives the account's earlier mistakes. */
  clear: (key: string) => db.delete(throttleHits).where(eq(throttleHits.key, key)),
});
