import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { coalesce } from '../lib/coalesce.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { paging } from '../repositories/paging.ts';
import { cartsRepository } from '../repositories/carts.ts';
import { ordersRepository } from '../repositories/orders.ts';
import { productsRepository } from '../repositories/products.ts';
import { usersRepository } from '../repositories/users.ts';
import { cardToPay } from '../services/card-charges.ts';
import { konbiniOrdersFor } from '../shop/konbini-orders.ts';
import { orderKey, orderPayments } from '../shop/order-payments.ts';
import { priceOrder, type OrderBody } from '../shop/order-pricing.ts';
import { orderTds, safeRedirectionUrl } from '../shop/order-tds.ts';
import { SoldOut } from '../shop/purchasable.ts';
import { receiptService } from '../shop/receipts.ts';
import { signedClaims } from '../plugins/auth.ts';
import { defineRoute, write } from './define.ts';
import { shopAnswers } from '@fanclub/domain/answers';

/** Orders: pay by card token or saved card, or with 3-D Secure; a member sees only their own. */
export const orderRoutes = async (app: FastifyInstance) => {
  const { db, config, payments } = app;
  const orders = ordersRepository(db);
  const carts = cartsRepository(db);
  const catalogue = productsRepository(db, config.companyId);
  const users = usersRepository(db);
  const gate = app.stockGate;
  const pay = orderPayments({
    db,
    companyId: config.companyId,
    payments,
    orders,
    carts,
    // The confirmation mail was queued with the payment; it leaves after the answer.
    onPaid: async () => app.mailOutbox.kick(),
    // A refused payment gave its stock back: a buyer who saw none meanwhile must not keep the gate shut.
    onReleased: () => gate.reopen(),
  });
  const tds = orderTds({ db, payments, orders, pay, timeoutMs: config.tdsOrderTimeoutMs });
  // An order that went through took stock, which the catalogue shows: every process reads it
  // afresh before this answer leaves (the order's transaction has committed by now). A refusal
  // (sold out, a declined card: its stock went back in the same transaction) changed nothing the
  // catalogue shows, and neither did a replay. Invalidations asked for while one is on its way
  // are merged into the one after it.
  const invalidateCatalogue = coalesce(() => app.publicCache.invalidate('products'));
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.stockChanged)
      await invalidateCatalogue().catch((error: unknown) =>
        request.log.error({ err: error }, 'catalogue cache not invalidated'),
      );
    return payload;
  });

  /**
   * The stock gate, before the session lookup or anything else takes a connection: an order naming
   * a SKU the database has said is sold out is told 売り切れ from memory, as the checkout would.
   * Not a retry of an order tried before (its key passed the gate once): that one finds its order.
   */
  const stockGate = async (request: FastifyRequest) => {
    if (!gate.enabled) return;
    const body = request.body as OrderBody;
    const claims = await signedClaims(request);
    if (!claims) return;
    const shut = await gate.soldOut(
      body.orderProducts.map((line) => line.productSkuID),
      body.idempotencyKey ? orderKey(claims.userId, body.idempotencyKey) : null,
    );
    if (shut) throw new SoldOut(shut.skuId, shut.name, true);
  };

  /** Replays an earlier request with the same key before any check, so a retry never fails on stock it took itself. */
  const reserve = async (userId: number, body: OrderBody, konbini?: { provider: string }) => {
    const key = orderKey(userId, body.idempotencyKey);
    if (body.idempotencyKey && gate.enabled) await gate.tried(key);
    const earlier = body.idempotencyKey ? await orders.findByKey(key) : null;
    if (earlier) return { order: earlier, fresh: false };
    // Taken before the stock is read: a close found on that read is void once stock changes after.
    const mark = await gate.mark();
    try {
      const priced = await priceOrder(
        { db, companyId: config.companyId, catalogue, carts },
        userId,
        await users.isPaidMember(userId),
        body,
        konbini ? config.konbini.fee : 0,
      );
      return await pay.reserve(userId, key, priced, konbini);
    } catch (error) {
      // Nothing changed: the catalogue stays as it is, only the gate learns.
      if (error instanceof SoldOut && error.empty)
        await gate
          .close(error.skuId, error.skuName, mark)
          .catch((failure: unknown) => app.log.error({ err: failure }, 'stock gate not closed'));
      throw error;
    }
  };

  const konbini = app.konbini
    ? konbiniOrdersFor({
        db,
        companyId: config.companyId,
        konbini: app.konbini,
        config: config.konbini,
        payments,
        mails: app.mailOutbox,
      }).konbini
    : null;

  defineRoute(
    app,
    endpoints.createOrder,
    async ({ userId, body, request }) => {
      if (body.paymentMethod === 'konbini') {
        if (!konbini || !app.konbini) throw badRequest(shopAnswers.konbiniUnavailable);
        if (!body.konbiniStore) throw badRequest(shopAnswers.konbiniStore);
        const { order, fresh } = await reserve(userId, body, { provider: app.konbini.name });
        // A slip holds the stock until it is paid or expires.
        request.stockChanged = fresh;
        return konbini.start(userId, order, fresh, body.konbiniStore, body.email);
      }
      const card = await cardToPay(db, userId, body.cardToken);
      const { order, fresh } = await reserve(userId, body);
      if (!fresh) return pay.replay(order);
      // A declined card gives the stock back in the same transaction: only a paid order changed it.
      const paid = await pay.chargeNow(userId, order, card);
      request.stockChanged = true;
      return paid;
    },
    { ...write, precheck: stockGate },
  );

  // The saved card pays through 3-D Secure as a new one does (tds/order without a token); a card
  // to be saved must be a new one.
  for (const [endpoint, keepCard] of [
    [endpoints.startTdsOrder, false],
    [endpoints.startTdsUpdateCardOrder, true],
  ] as const) {
    defineRoute(
      app,
      endpoint,
      async ({ userId, body, request }) => {
        if (body.paymentMethod !== 'credit_card') throw badRequest(shopAnswers.noCard);
        if (keepCard && !body.cardToken) throw badRequest(shopAnswers.noCard);
        const card = await cardToPay(db, userId, body.cardToken);
        const redirectionUrl = safeRedirectionUrl(body.redirectionUrl, config.publicUrl);
        const { order, fresh } = await reserve(userId, body);
        request.stockChanged = fresh;
        return tds.start(userId, order, fresh, card, redirectionUrl, keepCard);
      },
      { ...write, precheck: stockGate },
    );
  }

  defineRoute(
    app,
    endpoints.confirmTdsOrder,
    ({ userId, body, request }) => {
      // Paid, or refused and its stock given back: either may change what the catalogue shows.
      request.stockChanged = true;
      return tds.confirm(userId, body.orderId);
    },
    write,
  );

  defineRoute(app, endpoints.listOrders, ({ userId, query }) => orders.list(userId, paging(query)));
  defineRoute(app, endpoints.getOrder, async ({ userId, params }) => {
    const order = await orders.get(userId, params.id);
    if (!order) throw notFound(shopAnswers.orderNotFound);
    return order;
  });

  const receipts = receiptService(db, config.companyId);
  defineRoute(app, endpoints.getOrderReceipt, ({ userId, params }) => receipts.get(userId, params.id));
  defineRoute(app, endpoints.issueOrderReceipt, ({ userId, params, body }) =>
    receipts.issue(userId, params.id, body.addressee),
  );
};
