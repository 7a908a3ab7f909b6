/**
 * Orders paid with 3-D Secure. Start reserves the order and its stock exactly as a direct order
 * does, then asks the provider for the challenge; confirm captures the payment once, after the
 * issuer's page has sent the browser back to the site.
 */
import type { Db } from '../db/client.ts';
import { expireTdsOrderAttempt } from '../jobs/tds-expiry.ts';
import { badRequest } from '../lib/http-error.ts';
import { returnUrl } from '../lib/return-url.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { OrdersRepository } from '../repositories/orders.ts';
import { paymentsRepository } from '../repositories/payments.ts';
import type { OrderPayments } from './order-payments.ts';
import { shopAnswers } from '@fanclub/domain/answers';

interface AttemptPayload {
  orderId: number;
  authStartUrl: string;
  /** tds/update-card-order: the card becomes the member's saved card. */
  keepCard: boolean;
}

/**
 * Where the challenge sends the browser back: built on this site's public origin (PUBLIC_URL). The
 * request's own Host or X-Forwarded-Host never counts, or a forged header would make the payment
 * flow an open redirect; a URL of another origin (a fan who opened the site at another address)
 * falls back to the order's return page there, so the payment never fails at its last step.
 */
export const safeRedirectionUrl = (given: string | undefined, publicUrl: string) =>
  returnUrl(publicUrl, given, '/order/tds-return');

export const orderTds = (deps: {
  db: Db;
  payments: PaymentProvider;
  orders: OrdersRepository;
  pay: OrderPayments;
  /** config.tdsOrderTimeoutMs: a challenge older than this is abandoned and its order cancelled. */
  timeoutMs: number;
}) => {
  const { db, orders, pay } = deps;

  const ledger = paymentsRepository(db);

  return {
    start: async (
      userId: number,
      order: Parameters<OrderPayments['fail']>[0],
      fresh: boolean,
      /** A fresh card token, or the saved card: either is authenticated for this payment. */
      card: { token: string } | { reference: string },
      redirectionUrl: string,
      keepCard: boolean,
    ) => {
      if (!fresh) {
        // A repeated start answers with the challenge the first one opened.
        const attempt = await ledger.orderAttempt(order.id);
        if (attempt?.status === 'expired') throw badRequest(shopAnswers.tdsExpired);
        if (attempt)
          return {
            authStartUrl: (attempt.payload as unknown as AttemptPayload).authStartUrl,
            orderId: attempt.providerOrderId,
          };
        await pay.replay(order);
      }
      let started: Awaited<ReturnType<PaymentProvider['startTds']>>;
      try {
        started = await deps.payments.startTds({ card, amount: order.finalPrice, redirectionUrl });
      } catch (error) {
        // No challenge was opened, so nothing could ever confirm this order: give its stock back.
        await pay.fail(order, userId, { code: 'provider_error', message: '' }).catch(() => undefined);
        throw error;
      }
      if ('status' in started) return pay.fail(order, userId, started);
      const payload: AttemptPayload = { orderId: order.id, authStartUrl: started.authStartUrl, keepCard };
      await ledger.insertOrderAttempt(userId, started.orderId, { ...payload });
      return { authStartUrl: started.authStartUrl, orderId: started.orderId };
    },

    confirm: async (userId: number, providerOrderId: string) => {
      const attempt = await ledger.memberOrderAttempt(userId, providerOrderId);
      if (!attempt) throw badRequest(shopAnswers.tdsUnknown);
      if (attempt.status === 'pending' && Date.now() - attempt.createdAt.getTime() >= deps.timeoutMs) {
        // Too late: cancel it now rather than wait for the expiry job, so the answer never depends
        // on when the job last ran. A confirm that claimed it just before keeps it (replay below).
        await expireTdsOrderAttempt(db, attempt.id);
        attempt.status = await ledger.attemptStatus(attempt.id);
      }
      if (attempt.status === 'expired') throw badRequest(shopAnswers.tdsExpired);
      const payload = attempt.payload as unknown as AttemptPayload;
      const [order] = await orders.byIds([payload.orderId]);
      if (!order) throw badRequest(shopAnswers.tdsUnknown);
      // Only the call that moves the attempt out of `pending` captures; a repeat gets its result.
      if (!(await ledger.completeMemberOrderAttempt(userId, providerOrderId))) {
        // The expiry job may have cancelled it between our read and this claim.
        if ((await ledger.attemptStatus(attempt.id)) === 'expired') throw badRequest(shopAnswers.tdsExpired);
        return pay.replay(order);
      }
      const outcome = await deps.payments.confirmTds(providerOrderId);
      if (outcome.status !== 'succeeded') {
        await ledger.failAttempt(attempt.id);
        return pay.fail(order, userId, outcome);
      }
      return pay.complete(order, userId, {
        ...outcome,
        cardReference: payload.keepCard ? outcome.cardReference : undefined,
      });
    },
  };
};
