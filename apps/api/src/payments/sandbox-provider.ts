import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CardTokenResponse } from '@fanclub/domain/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sandboxCards, sandboxCardTokens, sandboxTdsSessions } from '../db/schema.ts';
import { newSecret } from '../auth/secrets.ts';
import {
  checkCard,
  formatTokenExpire,
  tokenMessage,
  type CardOutcome,
  type TokenRequest,
} from './sandbox-cards.ts';
import type { ChargeOutcome, PaymentProvider } from './provider.ts';

export const CARD_TOKEN_TTL_MS = 15 * 60 * 1000;

const declined = {
  status: 'failed',
  code: 'card_declined',
  message: 'カードの与信に失敗しました。別のカードをお試しください。',
} as const;
const needsTds = {
  status: 'requires_tds',
  code: 'tds_required',
  message: 'このカードは本人認証（3-D セキュア）が必要です。',
} as const;
const badToken = {
  status: 'failed',
  code: 'invalid_token',
  message: 'カードトークンが無効か、有効期限が切れています。',
} as const;

export interface SandboxProvider extends PaymentProvider {
  /** The token endpoint's logic (POST /sandbox-pay/tokens). */
  createToken(req: TokenRequest, now?: Date): Promise<{ httpStatus: 200 | 400; body: CardTokenResponse }>;
  /** The challenge page's answer: the browser passed or failed authentication. */
  completeChallenge(orderId: string, passed: boolean): Promise<{ redirectionUrl: string } | null>;
  getTdsSession(
    orderId: string,
  ): Promise<{ amount: number; maskedCardNumber: string; status: string } | null>;
}

/**
 * A stand-in for a Japanese card-token + 3-D Secure service. Its state lives in `sandbox_*`
 * tables so it behaves the same across several API processes.
 */
export const createSandboxProvider = (
  db: Db,
  config: Pick<Config, 'publicUrl' | 'paymentTokenApiKey'>,
): SandboxProvider => {
  /** A token works once: the conditional update lets exactly one caller have it. */
  const consumeToken = async (token: string) => {
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
  };
  const outcomeOf = (outcome: CardOutcome, masked: string): ChargeOutcome => {
    if (outcome === 'decline') return declined;
    if (outcome === 'tds') return needsTds;
    return { status: 'succeeded', chargeId: `ch_${randomUUID()}`, maskedCardNumber: masked };
  };
  const keepCard = async (masked: string, outcome: CardOutcome) => {
    const reference = `card_${randomUUID()}`;
    await db.insert(sandboxCards).values({ reference, maskedCardNumber: masked, outcome });
    return reference;
  };

  return {
    name: 'sandbox',

    async createToken(req, now = new Date()) {
      const check = checkCard(req, config.paymentTokenApiKey, now);
      if (!check.ok) {
        const body = {
          status: 'failure',
          code: check.code,
          message: check.message,
          token: null,
          token_expire_date: null,
          req_card_number: null,
        } as const;
        return { httpStatus: 400, body };
      }
      const token = newSecret();
      const expiresAt = new Date(now.getTime() + CARD_TOKEN_TTL_MS);
      await db
        .insert(sandboxCardTokens)
        .values({ token, maskedCardNumber: check.masked, outcome: check.outcome, expiresAt });
      return {
        httpStatus: 200,
        body: {
          token,
          token_expire_date: formatTokenExpire(expiresAt),
          req_card_number: check.masked,
          status: 'success',
          code: 'success',
          message: tokenMessage(req.lang, 'success'),
        },
      };
    },

    async charge({ card }) {
      if ('reference' in card) {
        const [stored] = await db
          .select()
          .from(sandboxCards)
          .where(eq(sandboxCards.reference, card.reference));
        if (!stored) return badToken;
        // A stored card was authenticated when it was registered; renewals do not re-challenge.
        return outcomeOf(stored.outcome === 'tds' ? 'success' : stored.outcome, stored.maskedCardNumber);
      }
      const token = await consumeToken(card.token);
      return token ? outcomeOf(token.outcome, token.maskedCardNumber) : badToken;
    },

    async startTds({ cardToken, amount, redirectionUrl }) {
      const token = await consumeToken(cardToken);
      if (!token) return badToken;
      const orderId = `tds_${randomUUID()}`;
      // Cards that need no challenge ("frictionless") are authenticated at once; a decline shows at confirm.
      const status = token.outcome === 'tds' ? 'started' : 'authenticated';
      await db.insert(sandboxTdsSessions).values({
        orderId,
        cardOutcome: token.outcome,
        maskedCardNumber: token.maskedCardNumber,
        amount,
        redirectionUrl,
        status,
      });
      if (status === 'authenticated') {
        // Like a real issuer's frictionless flow (and the mocks): straight back to the site.
        const back = new URL(redirectionUrl);
        back.searchParams.set('orderId', orderId);
        return { orderId, authStartUrl: back.toString() };
      }
      return { orderId, authStartUrl: `${config.publicUrl}/sandbox-pay/3ds/${encodeURIComponent(orderId)}` };
    },

    async completeChallenge(orderId, passed) {
      const [row] = await db
        .update(sandboxTdsSessions)
        .set({ status: passed ? 'authenticated' : 'rejected' })
        .where(and(eq(sandboxTdsSessions.orderId, orderId), eq(sandboxTdsSessions.status, 'started')))
        .returning();
      return row ? { redirectionUrl: row.redirectionUrl } : null;
    },

    async getTdsSession(orderId) {
      const [row] = await db.select().from(sandboxTdsSessions).where(eq(sandboxTdsSessions.orderId, orderId));
      return row ? { amount: row.amount, maskedCardNumber: row.maskedCardNumber, status: row.status } : null;
    },

    async confirmTds(orderId) {
      const [row] = await db
        .update(sandboxTdsSessions)
        .set({ status: 'completed' })
        .where(and(eq(sandboxTdsSessions.orderId, orderId), eq(sandboxTdsSessions.status, 'authenticated')))
        .returning();
      if (!row) {
        return {
          status: 'failed',
          code: 'tds_not_authenticated',
          message: '本人認証（3-D セキュア）が完了していません。',
        };
      }
      if (row.cardOutcome === 'decline') return declined;
      const cardReference = await keepCard(row.maskedCardNumber, row.cardOutcome);
      return {
        status: 'succeeded',
        chargeId: `ch_${randomUUID()}`,
        maskedCardNumber: row.maskedCardNumber,
        cardReference,
      };
    },

    async registerCard(cardToken) {
      const token = await consumeToken(cardToken);
      if (!token) return badToken;
      if (token.outcome === 'decline') return declined;
      if (token.outcome === 'tds') return needsTds;
      return {
        status: 'succeeded',
        cardReference: await keepCard(token.maskedCardNumber, token.outcome),
        maskedCardNumber: token.maskedCardNumber,
      };
    },
  };
};
