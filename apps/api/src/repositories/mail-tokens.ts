import { and, eq, gt, isNull } from 'drizzle-orm';
import { newSecret, sha256 } from '../auth/secrets.ts';
import type { DbOrTx } from '../db/client.ts';
import { mailTokens } from '../db/schema/index.ts';

export type MailTokenPurpose = 'sign-up' | 'password-reset' | 'email-change' | 'email-undo';

/** How long each mailed link works. */
export const MAIL_TOKEN_TTL_MS: Record<MailTokenPurpose, number> = {
  'sign-up': 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  'email-change': 24 * 60 * 60 * 1000,
  // The old address may read its notice late: a week to take the account back.
  'email-undo': 7 * 24 * 60 * 60 * 1000,
};

const usable = (purpose: MailTokenPurpose, token: string, now: Date) =>
  and(
    eq(mailTokens.tokenHash, sha256(token)),
    eq(mailTokens.purpose, purpose),
    isNull(mailTokens.usedAt),
    gt(mailTokens.expiresAt, now),
  );

export const mailTokensRepository = (db: DbOrTx) => ({
  create: async (
    purpose: MailTokenPurpose,
    email: string,
    userId: number | null = null,
    now = new Date(),
    familyId: string | null = null,
  ) => {
    const token = newSecret();
    await db.insert(mailTokens).values({
      tokenHash: sha256(token),
      purpose,
      email,
      userId,
      familyId,
      expiresAt: new Date(now.getTime() + MAIL_TOKEN_TTL_MS[purpose]),
    });
    return token;
  },

  /** Reads the email bound to a usable token without using it (spec: get-email). */
  peek: async (purpose: MailTokenPurpose, token: string, now = new Date()) => {
    const [row] = await db
      .select({ email: mailTokens.email, userId: mailTokens.userId })
      .from(mailTokens)
      .where(usable(purpose, token, now));
    return row ?? null;
  },

  /** Voids every unused token of a kind for a member (an undone email change voids pending ones). */
  voidAll: (purpose: MailTokenPurpose, userId: number, now = new Date()) =>
    db
      .update(mailTokens)
      .set({ usedAt: now })
      .where(and(eq(mailTokens.purpose, purpose), eq(mailTokens.userId, userId), isNull(mailTokens.usedAt))),

  /** Uses a token once: the conditional update lets only one concurrent request succeed. */
  consume: async (purpose: MailTokenPurpose, token: string, now = new Date()) => {
    const [row] = await db
      .update(mailTokens)
      .set({ usedAt: now })
      .where(usable(purpose, token, now))
      .returning({ email: mailTokens.email, userId: mailTokens.userId, familyId: mailTokens.familyId });
    return row ?? null;
  },
});
