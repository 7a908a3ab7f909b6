import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { sendOrderPlaced } from '../mail/notices.ts';
import { paging } from '../repositories/paging.ts';
import { cartsRepository } from '../repositories/carts.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { productsRepository } from '../repositories/products.ts';
import { usersRepository } from '../repositories/users.ts';
import { cardToPay } from '../services/card-charges.ts';
import { orderKey, orderPayments } from '../shop/order-payments.ts';
import { priceOrder, type OrderBody } from '../shop/order-pricing.ts';
import { orderTds, safeRedirectionUrl } from '../shop/order-tds.ts';
import { defineRoute } from './define.ts';
import { shopAnswers } from '@fanclub/domain/answers';

/** Orders: pay by card token or saved card, or with 3-D Secure; a member sees only their own. */
export const orderRoutes = async (app: FastifyInstance) => {
  const { db, config, payments } = app;
  const orders = ordersRepository(db);
  const carts = cartsRepository(db);
  const catalogue = productsRepository(db, config.companyId);
  const users = usersRepository(db);
  const pay = orderPayments({
    db,
    companyId: config.companyId,
    payments,
    orders,
    carts,
    onPaid: (userId, orderId) =>
      sendOrderPlaced({ db, post: app.mail, publicUrl: config.publicUrl }, userId, orderId),
  });
  const tds = orderTds({ db, payments, orders, pay, timeoutMs: config.tdsOrderTimeoutMs });
  // An order takes or gives back stock, which the catalogue shows: every process reads it afresh
  // before this answer leaves (the order's transaction has committed by now).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET')
      await app.publicCache
        .invalidate('products')
        .catch((error: unknown) => request.log.error({ err: error }, 'catalogue cache not invalidated'));
    return payload;
  });

  /** Replays an earlier request with the same key before any check, so a retry never fails on stock it took itself. */
  const reserve = async (userId: number, body: OrderBody) => {
    const key = orderKey(userId, body.idempotencyKey);
    const earlier = body.idempotencyKey ? await orders.findByKey(key) : null;
    if (earlier) return { order: earlier, fresh: false };
    const priced = await priceOrder(
      { db, companyId: config.companyId, catalogue, carts },
      userId,
      await users.isPaidMember(userId),
      body,
    );
    return pay.reserve(userId, key, priced);
  };

  defineRoute(app, endpoints.createOrder, async ({ userId, body }) => {
    const card = await cardToPay(db, userId, body.cardToken);
    const { order, fresh } = await reserve(userId, body);
    return fresh ? pay.chargeNow(userId, order, card) : pay.replay(order);
  });

  // The saved card pays through 3-D Secure as a new one does (tds/order without a token); a card
  // to be saved must be a new one.
  for (const [endpoint, keepCard] of [
    [endpoints.startTdsOrder, false],
    [endpoints.startTdsUpdateCardOrder, true],
  ] as const) {
    defineRoute(app, endpoint, async ({ userId, body }) => {
      if (keepCard && !body.cardToken) throw badRequest(shopAnswers.noCard);
      const card = await cardToPay(db, userId, body.cardToken);
      const redirectionUrl = safeRedirectionUrl(body.redirectionUrl, config.publicUrl);
      const { order, fresh } = await reserve(userId, body);
      return tds.start(userId, order, fresh, card, redirectionUrl, keepCard);
    });
  }

  defineRoute(app, endpoints.confirmTdsOrder, ({ userId, body }) => tds.confirm(userId, body.orderId));

  defineRoute(app, endpoints.listOrders, ({ userId, query }) => orders.list(userId, paging(query)));
  defineRoute(app, endpoints.getOrder, async ({ userId, params }) => {
    const order = await orders.get(userId, params.id);
    if (!order) throw notFound(shopAnswers.orderNotFound);
    return order;
  });
};
