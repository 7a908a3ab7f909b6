import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { newSecret, sha256 } from '../auth/secrets.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';

/** A session (token family) ends 30 days after sign-in however often it is refreshed. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type RotateResult =
  | { kind: 'rotated'; userId: number; token: string; familyId: string }
  | { kind: 'reused' }
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
   * (a stolen copy, or the legitimate one after theft): the whole family is revoked.
   * The row lock makes two concurrent exchanges of one token count as a reuse, not two sessions.
   */
  rotate: (token: string, now = new Date()): Promise<RotateResult> =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .for('update');
      if (!row) return { kind: 'invalid' };
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
