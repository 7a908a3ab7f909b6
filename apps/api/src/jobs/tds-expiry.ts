/**
 * Abandoned 3-D Secure orders. Starting a 3-D Secure order reserves its stock; a fan who closes the
 * issuer's page never confirms, so after `config.tdsOrderTimeoutMs` (30 minutes) the order is
 * cancelled and its stock returned, in one transaction per order. The attempt row decides who
 * wins against a late confirm: both move it out of `pending` with a conditional UPDATE, so either
 * the confirm captures the payment or the expiry cancels the order, never both, in any number of
 * processes.
 */
import type { Db } from '../db/client.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { paymentsRepository } from '../repositories/payments.ts';
import { shopAnswers } from '@fanclub/domain/answers';

/** Cancels the order of one pending attempt; false when a confirm (or another run) got there first. */
export const expireTdsOrderAttempt = async (db: Db, attemptId: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const ledger = paymentsRepository(db);
    const attempt = await ledger.expirePendingOrderAttempt(tx, attemptId);
    if (!attempt) return false;
    const orderId = Number((attempt.payload as { orderId?: unknown }).orderId);
    const order = await ordersRepository(db).findById(orderId, tx);
    // Only an order still waiting for its payment is cancelled (and its stock given back once).
    if (!order || !(await ordersRepository(db).release(tx, order.id, 'cancelled'))) return true;
    const transactionId = await ledger.recordTransaction(tx, {
      userId: order.userId,
      orderId: order.id,
      paymentMethod: 'credit_card',
      transactionType: 'order',
      status: 'failed',
      errorMessage: shopAnswers.tdsExpired,
      amount: order.finalPrice,
    });
    if (order.idempotencyKey)
      await ledger.updateChargeByKey(
        tx,
        order.idempotencyKey,
        { status: 'failed', errorCode: 'tds_expired', transactionId },
        true,
      );
    return true;
  });

/** Cancels every order whose 3-D Secure challenge has been pending longer than `timeoutMs`. */
export const expireAbandonedTdsOrders = async (
  db: Db,
  options: { timeoutMs: number; now?: Date },
): Promise<{ cancelled: number }> => {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.timeoutMs);
  const stale = await paymentsRepository(db).stalePendingOrderAttemptIds(cutoff);
  let cancelled = 0;
  for (const id of stale) if (await expireTdsOrderAttempt(db, id)) cancelled += 1;
  return { cancelled };
};
