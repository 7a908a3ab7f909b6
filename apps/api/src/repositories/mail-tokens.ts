import { and, eq, gt, isNull } from 'drizzle-orm';
import { newSecret, sha256 } from '../auth/secrets.ts';
import type { Db } from '../db/client.ts';
import { mailTokens } from '../db/schema.ts';

export type MailTokenPurpose = 'sign-up' | 'password-reset' | 'email-change';

/** How long each mailed link works. */
export const MAIL_TOKEN_TTL_MS: Record<MailTokenPurpose, number> = {
  'sign-up': 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  'email-change': 24 * 60 * 60 * 1000,
};

const usable = (purpose: MailTokenPurpose, token: string, now: Date) =>
  and(
    eq(mailTokens.tokenHash, sha256(token)),
    eq(mailTokens.purpose, purpose),
    isNull(mailTokens.usedAt),
    gt(mailTokens.expiresAt, now),
  );

export const mailTokensRepository = (db: Db) => ({
  create: async (
    purpose: MailTokenPurpose,
    email: string,
    userId: number | null = null,
    now = new Date(),
  ) => {
    const token = newSecret();
    await db.insert(mailTokens).values({
      tokenHash: sha256(token),
      purpose,
      email,
      userId,
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

  /** Uses a token once: the conditional update lets only one concurrent request succeed. */
  consume: async (purpose: MailTokenPurpose, token: string, now = new Date()) => {
    const [row] = await db
      .update(mailTokens)
      .set({ usedAt: now })
      .where(usable(purpose, token, now))
      .returning({ email: mailTokens.email, userId: mailTokens.userId });
    return row ?? null;
  },
});
