import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import { newSecret, sha256 } from '../auth/secrets.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { refreshTokens } from '../db/schema/index.ts';

/** A session (token family) ends 30 days after sign-in however often it is refreshed. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long the token just rotated may still be presented once. A navigation can abort the
 * exchange after the server rotated the token but before the browser stored the new cookie; the
 * next exchange then presents the previous token. Within this window, and only for the family's
 * latest rotation, that is answered with a fresh pair instead of ending the session (as Auth0's
 * reuse interval and Okta's grace period do). An older token, or this one after the window, is a
 * replay and revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 30 * 1000;

export type RotateResult =
  | { kind: 'rotated'; userId: number; token: string; familyId: string }
  | { kind: 'reused' }
  | { kind: 'stale' }
  | { kind: 'invalid' };

const insertToken = async (db: DbOrTx, userId: number, familyId: string, expiresAt: Date) => {
  const token = newSecret();
  await db.insert(refreshTokens).values({ userId, tokenHash: sha256(token), familyId, expiresAt });
  return token;
};

export const refreshTokensRepository = (db: Db) => ({
  /** A new family at every sign-in (new session token, ASVS). */
  issue: async (userId: number, now = new Date()) => {
    const familyId = randomUUID();
    const token = await insertToken(db, userId, familyId, new Date(now.getTime() + REFRESH_FAMILY_TTL_MS));
    return { token, familyId };
  },

  /**
   * Exchanges a token for its successor. A token that was already rotated or revoked is a replay
   * (a stolen copy, or the legitimate one after theft): the whole family is revoked, except:
   * - the family's latest rotated token within REFRESH_REUSE_GRACE_MS (a lost answer, see above),
   *   answered with a fresh successor;
   * - a request that reached the server (`receivedAt`) before the family's later rotation but is
   *   answered after it: it was sent with the cookie of its time, by a page the fan has since left
   *   (its answer was waited for by no one) or by a tab that asks again with the new cookie. It is
   *   refused (`stale`) without ending the session. A copy presented after that rotation is a
   *   replay as before.
   * The row lock serialises concurrent exchanges of one token: the first rotates it, the others
   * are judged by the rules above (same family, so still one session).
   */
  rotate: (token: string, now = new Date(), receivedAt = now): Promise<RotateResult> =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .for('update');
      if (!row) return { kind: 'invalid' };
      if (row.rotatedAt && !row.revokedAt && row.expiresAt > now) {
        const inGrace = now.getTime() - row.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS;
        // Any later rotation in the family means the successor reached a browser and was used:
        // this token is an older one, whoever presents it.
        const [later] = inGrace
          ? await tx
              .select({ rotatedAt: refreshTokens.rotatedAt })
              .from(refreshTokens)
              .where(
                and(eq(refreshTokens.familyId, row.familyId), gt(refreshTokens.rotatedAt, row.rotatedAt)),
              )
              .orderBy(asc(refreshTokens.rotatedAt))
              .limit(1)
          : [];
        if (inGrace && !later) {
          // A fresh successor beside the one the browser may never have received; each is single use.
          const next = await insertToken(tx, row.userId, row.familyId, row.expiresAt);
          return { kind: 'rotated', userId: row.userId, token: next, familyId: row.familyId };
        }
        if (inGrace && later?.rotatedAt && later.rotatedAt >= receivedAt) return { kind: 'stale' };
      }
      if (row.rotatedAt || row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { kind: 'reused' };
      }
      if (row.expiresAt <= now) return { kind: 'invalid' };
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
      const next = await insertToken(tx, row.userId, row.familyId, row.expiresAt);
      return { kind: 'rotated', userId: row.userId, token: next, familyId: row.familyId };
    }),

  /**
   * Whether a session still stands: not logged out, not revoked by reuse, a password change or
   * reset, and not past its 30 days. Access tokens of an ended session are refused with it.
   */
  isLive: async (familyId: string, now = new Date()) => {
    const [row] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Logout: ends the session the token belongs to. */
  revokeFamilyOf: async (token: string, now = new Date()) => {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    if (!row) return false;
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    return true;
  },

  /** After a password change or reset every session ends (but the one making the change). */
  revokeAllOfUser: (userId: number, exceptFamilyId?: string, now = new Date()) =>
    db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
        ),
      ),
});
