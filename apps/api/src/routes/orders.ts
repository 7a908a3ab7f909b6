import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../lib/http-error.ts';
import { paging } from '../lib/paging.ts';
import { jaShop } from '../messages/ja-shop.ts';
import { cartsRepository } from '../repositories/carts.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { productsRepository } from '../repositories/products.ts';
import { usersRepository } from '../repositories/users.ts';
import { orderKey, orderPayments } from '../shop/order-payments.ts';
import { priceOrder, type OrderBody } from '../shop/order-pricing.ts';
import { orderTds, safeRedirectionUrl } from '../shop/order-tds.ts';
import { defineRoute } from './define.ts';

/** Orders: pay by card token or saved card, or with 3-D Secure; a member sees only their own. */
export const orderRoutes = async (app: FastifyInstance) => {
  const { db, config, payments } = app;
  const orders = ordersRepository(db);
  const carts = cartsRepository(db);
  const catalogue = productsRepository(db, config.companyId);
  const users = usersRepository(db);
  const pay = orderPayments({ db, companyId: config.companyId, payments, orders, carts });
  const tds = orderTds({ db, payments, orders, pay, timeoutMs: config.tdsOrderTimeoutMs });

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
    const member = await users.findById(userId);
    const card = body.cardToken
      ? { token: body.cardToken }
      : member?.isValidCard && member.cardReference
        ? { reference: member.cardReference }
        : null;
    if (!card) throw badRequest(jaShop.noCard);
    const { order, fresh } = await reserve(userId, body);
    return fresh ? pay.chargeNow(userId, order, card) : pay.replay(order);
  });

  for (const [endpoint, keepCard] of [
    [endpoints.startTdsOrder, false],
    [endpoints.startTdsUpdateCardOrder, true],
  ] as const) {
    defineRoute(app, endpoint, async ({ userId, body, request }) => {
      if (!body.cardToken) throw badRequest(jaShop.noCard);
      const redirectionUrl = safeRedirectionUrl(body.redirectionUrl, config.publicUrl, request);
      const { order, fresh } = await reserve(userId, body);
      return tds.start(userId, order, fresh, body.cardToken, redirectionUrl, keepCard);
    });
  }

  defineRoute(app, endpoints.confirmTdsOrder, ({ userId, body }) => tds.confirm(userId, body.orderId));

  defineRoute(app, endpoints.listOrders, ({ userId, query }) => orders.list(userId, paging(query)));
  defineRoute(app, endpoints.getOrder, async ({ userId, params }) => {
    const order = await orders.get(userId, params.id);
    if (!order) throw notFound(jaShop.orderNotFound);
    return order;
  });
};
