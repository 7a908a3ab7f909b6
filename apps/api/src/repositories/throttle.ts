import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttleHits } from '../db/schema/index.ts';
import type { SharedStore } from '../shared/store.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * What is counted, and how much (SECURITY.md "Throttling"). Sign-in counts wrong passwords per
 * account *and* address, so an attacker elsewhere cannot lock the owner out; mail counts per
 * requester, per requester and recipient, and per recipient and kind, so nobody can use up the
 * owner's password-reset mails from one address, and a flood from many addresses stops for an hour
 * at most (the answer says how long).
 */
export const throttleRules = {
  /** Wrong passwords for one account from one address (Ghost allows 8 member sign-in tries). */
  signInPair: { limit: 8, windowMs: 15 * 60 * 1000 },
  /**
   * Sign-in tries from one address, any account (Mastodon: 25 per 5 minutes per IP). A try with
   * the right password is taken back: a venue's Wi-Fi or a carrier's shared address puts hundreds
   * of fans behind one address at a live show, and only wrong passwords should use it up.
   */
  signInIp: { limit: 25, windowMs: 5 * 60 * 1000 },
  /** Every mail asked for from one address. */
  mailIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Mails to one recipient asked for from one address. */
  mailIpRecipient: { limit: 3, windowMs: 30 * 60 * 1000 },
  /** Mails of one kind to one recipient from anywhere (Mastodon: 5 resets per 30 minutes). */
  mailRecipient: { limit: 5, windowMs: 30 * 60 * 1000 },
  /** Current-password tries of an email change, per member (a stolen token cannot guess on). */
  emailChangeUser: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** Contact-form inquiries from one address (each one mails the operator). */
  inquiryIp: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** Stamp scans of one member (the codes are random: guessing is pointless, and not free either). */
  stampGuesses: { limit: 10, windowMs: 15 * 60 * 1000 },
  /** First-party page views from one address. */
  pageViewIp: { limit: 120, windowMs: 60 * 1000 },
} satisfies Record<string, ThrottleRule>;

/** The wait a refused fan is told: the rule's window, in whole minutes. */
export const minutesOf = (rule: ThrottleRule) => Math.ceil(rule.windowMs / 60_000);

/**
 * Shared by every API process behind a load balancer: in Redis when the app has it (an atomic
 * sliding window, `shared`), else in the database.
 */
export const throttleRepository = (db: Db, shared?: SharedStore) =>
  shared?.kind === 'redis' ? redisThrottle(shared) : databaseThrottle(db);

const redisThrottle = (shared: SharedStore) => ({
  hit: (key: string, rule: ThrottleRule, now = new Date()): Promise<boolean> =>
    shared.hit(`throttle:${key}`, rule.limit, rule.windowMs, now.getTime()),
  clear: (key: string) => shared.clear(`throttle:${key}`),
  forgive: (key: string) => shared.forgive(`throttle:${key}`),
});

const databaseThrottle = (db: Db) => ({
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
  /** Takes back the latest hit (a try that turned out to be the owner's). */
  forgive: async (key: string) => {
    // One statement: every successful sign-in takes this path.
    const latest = db
      .select({ id: throttleHits.id })
      .from(throttleHits)
      .where(eq(throttleHits.key, key))
      .orderBy(desc(throttleHits.at), desc(throttleHits.id))
      .limit(1);
    await db.delete(throttleHits).where(inArray(throttleHits.id, latest));
  },
});
