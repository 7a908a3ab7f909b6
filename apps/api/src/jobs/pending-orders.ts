/**
 * Orders left pending by a process that stopped (a crash, `kill -9`, a lost machine) between
 * reserving an order and recording its payment. The card provider knows whether it charged: the
 * sweeper asks it for each such order (by the provider order id) and either records the payment
 * (the order is paid, the charge and transaction recorded, as if the process had finished) or
 * releases the order (stock back, charge `failed` with `interrupted`). Orders waiting for a 3-D
 * Secure challenge are the expiry job's (tds-expiry.ts). Only orders older than
 * `config.pendingOrderTimeoutMs` are touched, well past any live request's provider call, and both
 * outcomes are conditional on the order still being pending, so a late original request and the
 * sweeper never both settle one order.
 */
import type { Db } from '../db/client.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { cartsRepository } from '../repositories/carts.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { orderPayments } from '../shop/order-payments.ts';
import { shopAnswers } from '@fanclub/domain/answers';

export interface PendingOrderSummary {
  /** Charged by the provider: now paid and recorded. */
  paid: number;
  /** Never charged: released, stock back. */
  released: number;
}

export const settleInterruptedOrders = async (
  db: Db,
  payments: PaymentProvider,
  options: { olderThanMs: number; now?: Date },
): Promise<PendingOrderSummary> => {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.olderThanMs);
  const repository = ordersRepository(db);
  const summary: PendingOrderSummary = { paid: 0, released: 0 };
  const stale = await repository.interruptedBefore(cutoff);
  for (const { key, userId, companyId } of stale) {
    const order = key ? await repository.findByKey(key) : null;
    if (!order?.miecruOrderId) continue;
    const pay = orderPayments({ db, companyId, payments, orders: repository, carts: cartsRepository(db) });
    const charge = await payments.findCharge(order.miecruOrderId);
    if (charge) {
      await pay.complete(order, userId, charge);
      summary.paid += 1;
    } else if (
      await pay.recordFailure(order, userId, { code: 'interrupted', message: shopAnswers.paymentInterrupted })
    ) {
      summary.released += 1;
    }
  }
  return summary;
};
