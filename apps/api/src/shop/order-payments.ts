/**
 * Paying for an order exactly once. A request first reserves: in ONE transaction it inserts the
 * order (UNIQUE idempotency key), its lines, takes the stock with conditional decrements, and
 * claims the charge (UNIQUE idempotency key in `charges`). Only then is the card charged, outside
 * any transaction; the result either marks the order paid (and empties those cart lines) or gives
 * the stock back. A retried request with the same key finds the first order and answers with it.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import type { ChargeOutcome, PaymentProvider } from '../payments/provider.ts';
import type { CartsRepository } from '../repositories/carts.ts';
import { OutOfStock, type OrdersRepository } from '../repositories/orders.ts';
import { paymentsRepository } from '../repositories/payments.ts';
import { membershipsRepository } from '../repositories/memberships.ts';
import { mailOutboxRepository } from '../repositories/mail-outbox.ts';
import type { PricedOrder } from './order-pricing.ts';
import { SoldOut } from './purchasable.ts';
import { shopAnswers } from '@fanclub/domain/answers';

type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepository['findByKey']>>>;
type Failure = Exclude<ChargeOutcome, { status: 'succeeded' }>;

export interface OrderPaymentDeps {
  db: Db;
  companyId: number;
  payments: PaymentProvider;
  orders: OrdersRepository;
  carts: CartsRepository;
  /**
   * After an order's payment has committed (its confirmation mail, queued in the same transaction,
   * is sent: the outbox is kicked); never fails the order.
   */
  onPaid?: (userId: number, orderId: number) => Promise<void>;
  /** After a refused payment has given its stock back (the stock gate reopens); never fails. */
  onReleased?: () => Promise<void>;
}

/** Keys are scoped to the member, so one member's key can never reach another's order. */
export const orderKey = (userId: number, clientKey: string | undefined) =>
  `${userId}:order:${clientKey ?? randomBytes(12).toString('hex')}`;

/** The provider's order number for a shop order (shown to the fan and to support). */
export const newMiecruOrderId = () =>
  `FC${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fan reads our sentence and then the card provider's own reason. */
export const failureMessage = (providerMessage: string | null | undefined) =>
  `${shopAnswers.paymentFailed}${providerMessage ?? ''}`;

export const orderPayments = (deps: OrderPaymentDeps) => {
  const { db, orders, carts } = deps;
  const ledger = paymentsRepository(db);
  const outbox = mailOutboxRepository(db);

  /** Order and charge claimed together; a key seen before returns the earlier order instead. */
  const reserve = async (
    userId: number,
    key: string,
    priced: PricedOrder,
    /** A konbini order: held for the gateway `provider` until its slip is paid or expires. */
    konbini?: { provider: string },
  ): Promise<{ order: OrderRow; fresh: boolean }> => {
    try {
      const order = await db.transaction(async (tx) => {
        const row = await orders.insertReserved(tx, {
          companyId: deps.companyId,
          userId,
          idempotencyKey: key,
          miecruOrderId: newMiecruOrderId(),
          deliveryMethodId: priced.deliveryMethodId,
          deliveryCost: priced.deliveryCost,
          totalProductPrice: priced.totalProductPrice,
          finalPrice: priced.finalPrice,
          delivery: priced.delivery,
          lines: priced.lines,
          paymentMethod: konbini ? 'konbini' : 'credit_card',
          paymentFee: priced.paymentFee,
        });
        await ledger.insertPendingCharge(
          tx,
          key,
          konbini ? `konbini-${konbini.provider}` : deps.payments.name,
          priced.finalPrice,
        );
        return row;
      });
      return { order, fresh: true };
    } catch (error) {
      if (error instanceof OutOfStock) {
        const line = priced.lines.find((l) => l.productSkuId === error.productSkuId);
        // One asked for and none could be taken: none is left.
        throw new SoldOut(error.productSkuId, priced.names.get(error.productSkuId) ?? '', line?.count === 1);
      }
      if (isUniqueViolation(error)) {
        const earlier = await orders.findByKey(key);
        if (earlier) return { order: earlier, fresh: false };
      }
      throw error;
    }
  };

  /** Records a refused payment and gives the stock back. */
  const recordFailure = async (
    order: OrderRow,
    userId: number,
    outcome: Pick<Failure, 'code' | 'message'>,
    /** `cancelled` when a konbini slip expired unpaid. */
    status: 'payment_failed' | 'cancelled' = 'payment_failed',
  ) => {
    const released = await db.transaction(async (tx) => {
      // Only while the order is still pending: once paid or released, nothing is recorded twice.
      if (!(await orders.release(tx, order.id, status))) return false;
      const transactionId = await ledger.recordTransaction(tx, {
        userId,
        orderId: order.id,
        paymentMethod: order.paymentMethod,
        transactionType: 'order',
        status: 'failed',
        errorMessage: outcome.message,
        amount: order.finalPrice,
      });
      await ledger.updateChargeByKey(tx, order.idempotencyKey!, {
        status: 'failed',
        errorCode: outcome.code,
        transactionId,
      });
      return true;
    });
    if (released) await deps.onReleased?.().catch(() => undefined);
    return released;
  };

  /** Records a refused payment, gives the stock back and raises the provider's reason. */
  const fail = async (
    order: OrderRow,
    userId: number,
    outcome: Pick<Failure, 'code' | 'message'>,
  ): Promise<never> => {
    await recordFailure(order, userId, outcome);
    throw badRequest(failureMessage(outcome.message));
  };

  /** The card was charged: the order is paid, its lines leave the cart, a saved card is kept. */
  const complete = async (
    order: OrderRow,
    userId: number,
    paid: { chargeId: string; maskedCardNumber: string; cardReference?: string | undefined },
  ) => {
    const recorded = await db.transaction(async (tx) => {
      // Released meanwhile (the pending-order sweeper gave up on it): the money must go back.
      if (!(await orders.markPaid(tx, order.id, paid.maskedCardNumber))) return false;
      const transactionId = await ledger.recordTransaction(tx, {
        userId,
        orderId: order.id,
        paymentMethod: 'credit_card',
        transactionType: 'order',
        status: 'succeeded',
        amount: order.finalPrice,
      });
      await ledger.updateChargeByKey(tx, order.idempotencyKey!, {
        status: 'succeeded',
        providerChargeId: paid.chargeId,
        transactionId,
      });
      await carts.removeSkus(userId, await orders.skuIdsOf(order.id, tx), tx);
      // The order confirmation mail exists exactly when the paid order does.
      if (order.orderType === 'product')
        await outbox.enqueue(tx, { kind: 'order_placed', userId, orderId: order.id });
      if (paid.cardReference)
        await membershipsRepository(db, deps.companyId).saveCard(tx, userId, {
          cardReference: paid.cardReference,
          maskedCardNumber: paid.maskedCardNumber,
        });
      return true;
    });
    if (!recorded) {
      await ledger.updateChargeByKey(db, order.idempotencyKey!, {
        status: 'failed',
        providerChargeId: paid.chargeId,
        errorCode: 'unfulfilled_refund_required',
      });
      throw conflict(shopAnswers.paymentInProgress);
    }
    await deps.onPaid?.(userId, order.id);
    return { orderId: order.id, miecruOrderId: order.miecruOrderId!, orderNumber: order.orderNumber };
  };

  /**
   * What a repeated request answers: the first one's result. While the first is still talking to
   * the card provider, the repeat waits for it (a double-click should see the same order).
   */
  const replay = async (
    order: OrderRow,
    waitMs = 10_000,
  ): Promise<{ orderId: number; miecruOrderId: string; orderNumber: string }> => {
    let current: OrderRow | null = order;
    for (
      const started = Date.now();
      current?.status === 'pending_payment' && Date.now() - started < waitMs;
    ) {
      await sleep(50);
      current = await orders.findByKey(order.idempotencyKey!);
    }
    if (!current || current.status === 'pending_payment') throw conflict(shopAnswers.paymentInProgress);
    if (current.status === 'payment_failed') {
      throw badRequest(failureMessage(await ledger.failureMessageOfKey(current.idempotencyKey!)));
    }
    return { orderId: current.id, miecruOrderId: current.miecruOrderId!, orderNumber: current.orderNumber };
  };

  return {
    reserve,
    recordFailure,
    fail,
    complete,
    replay,
    /** Charges a token or the saved card at once (no 3-D Secure challenge). */
    chargeNow: async (userId: number, order: OrderRow, card: { token: string } | { reference: string }) => {
      let outcome: ChargeOutcome;
      try {
        outcome = await deps.payments.charge({
          card,
          amount: order.finalPrice,
          orderId: order.miecruOrderId!,
        });
      } catch (error) {
        await fail(order, userId, { code: 'provider_error', message: '' }).catch(() => undefined);
        throw error;
      }
      if (outcome.status !== 'succeeded') return fail(order, userId, outcome);
      return complete(order, userId, outcome);
    },
  };
};

export type OrderPayments = ReturnType<typeof orderPayments>;
