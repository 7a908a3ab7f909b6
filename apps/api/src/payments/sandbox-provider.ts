import { randomUUID } from 'node:crypto';
import type { CardTokenResponse } from '@fanclub/domain/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sandboxPaymentsRepository } from '../repositories/sandbox-payments.ts';
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
  const ledger = sandboxPaymentsRepository(db);
  /** A token works once: the conditional update lets exactly one caller have it. */
  const consumeToken = ledger.consumeToken;
  const findCharge = async (orderId: string) => {
    const row = await ledger.charge(orderId);
    return row
      ? { status: 'succeeded' as const, chargeId: row.chargeId, maskedCardNumber: row.maskedCardNumber }
      : null;
  };
  /** Records the charge in the ledger; a provider order id charged before answers that charge. */
  const charged = async (orderId: string, amount: number, masked: string) => {
    const chargeId = `ch_${randomUUID()}`;
    const row = await ledger.insertCharge({ chargeId, orderId, amount, maskedCardNumber: masked });
    return row
      ? { status: 'succeeded' as const, chargeId, maskedCardNumber: masked }
      : (await findCharge(orderId))!;
  };
  const outcomeOf = async (
    outcome: CardOutcome,
    masked: string,
    charge: { orderId: string; amount: number },
  ): Promise<ChargeOutcome> => {
    if (outcome === 'decline') return declined;
    if (outcome === 'tds') return needsTds;
    return charged(charge.orderId, charge.amount, masked);
  };
  const storedCard = ledger.card;
  const keepCard = async (masked: string, outcome: CardOutcome) => {
    const reference = `card_${randomUUID()}`;
    await ledger.insertCard({ reference, maskedCardNumber: masked, outcome });
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
      await ledger.insertToken({ token, maskedCardNumber: check.masked, outcome: check.outcome, expiresAt });
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

    findCharge,
    async refund(reference) {
      return (await ledger.refund(reference))
        ? { status: 'succeeded' as const }
        : { status: 'failed' as const, code: 'charge_not_found', message: '該当する決済がありません。' };
    },

    async refundAmount({ reference, amount, refundKey }) {
      const answer = await ledger.refundPart({
        reference,
        amount,
        refundKey,
        refundId: `re_${randomUUID()}`,
      });
      if (answer.status === 'refunded') return { status: 'succeeded' as const, refundId: answer.refundId };
      return answer.status === 'no_charge'
        ? { status: 'failed' as const, code: 'charge_not_found', message: '該当する決済がありません。' }
        : {
            status: 'failed' as const,
            code: 'amount_exceeds_charge',
            message: '返金額が決済の残額を超えています。',
          };
    },

    async charge({ card, amount, orderId, merchantInitiated = false }) {
      if ('reference' in card) {
        const stored = await storedCard(card.reference);
        if (!stored) return badToken;
        // A renewal rides on the authentication made when the card was registered; a payment the
        // member makes with the saved card is challenged again, as the issuer of a 3-D Secure card asks.
        const outcome = stored.outcome === 'tds' && merchantInitiated ? 'success' : stored.outcome;
        return outcomeOf(outcome, stored.maskedCardNumber, {
          orderId,
          amount,
        });
      }
      const token = await consumeToken(card.token);
      return token ? outcomeOf(token.outcome, token.maskedCardNumber, { orderId, amount }) : badToken;
    },

    async startTds({ card, amount, redirectionUrl }) {
      // A saved card is authenticated again as a fresh one is: the issuer of a 3-D Secure card
      // challenges the member, any other card passes at once.
      const source = 'reference' in card ? await storedCard(card.reference) : await consumeToken(card.token);
      if (!source) return badToken;
      const orderId = `tds_${randomUUID()}`;
      // Cards that need no challenge ("frictionless") are authenticated at once; a decline shows at confirm.
      const status = source.outcome === 'tds' ? 'started' : 'authenticated';
      await ledger.insertTdsSession({
        orderId,
        cardOutcome: source.outcome,
        maskedCardNumber: source.maskedCardNumber,
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
      const row = await ledger.moveTdsSession(orderId, 'started', passed ? 'authenticated' : 'rejected');
      return row ? { redirectionUrl: row.redirectionUrl } : null;
    },

    async getTdsSession(orderId) {
      const row = await ledger.tdsSession(orderId);
      return row ? { amount: row.amount, maskedCardNumber: row.maskedCardNumber, status: row.status } : null;
    },

    async confirmTds(orderId) {
      const row = await ledger.moveTdsSession(orderId, 'authenticated', 'completed');
      if (!row) {
        return {
          status: 'failed',
          code: 'tds_not_authenticated',
          message: '本人認証（3-D セキュア）が完了していません。',
        };
      }
      if (row.cardOutcome === 'decline') return declined;
      const cardReference = await keepCard(row.maskedCardNumber, row.cardOutcome);
      // Amount 0 is a card check only, not a charge.
      if (row.amount === 0)
        return {
          status: 'succeeded',
          chargeId: `ch_${randomUUID()}`,
          maskedCardNumber: row.maskedCardNumber,
          cardReference,
        };
      return { ...(await charged(orderId, row.amount, row.maskedCardNumber)), cardReference };
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
