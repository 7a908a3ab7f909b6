import { shopAnswers } from '@fanclub/domain/answers';
import type { Order, User } from '@fanclub/domain/contract';
import type { z } from 'zod';
import { deliveryDetailsOf, orderBody } from '@fanclub/domain/contract';
import { db, findUser, mockNow, nextRowId, nextToken, saveUser } from '../db.ts';
import { COMPANY_ID, deliveryOf, priceLines } from '@fanclub/fixtures';
import { assertPurchasable, cartOf } from './cart.ts';
import { activeDeliveryMethods } from './delivery-methods.ts';
import { byIdOr404, fail, handle, page } from './handle.ts';
import { confirmTds, once, saveCard, settle, startTds, takeCard, type TakenCard } from './payments.ts';
import { newestFirst } from './views.ts';

type OrderBody = z.output<typeof orderBody>;

/** Checks stock, prices and delivery as the server would; nothing changes until `place`. */
function prepare(user: User, body: OrderBody) {
  const method = activeDeliveryMethods().find((item) => item.id === body.deliveryMethodId);
  if (!method) return fail(400, shopAnswers.deliveryMethod);
  const cart = cartOf(user);
  const lines = body.orderProducts.map((line) => {
    assertPurchasable(user, line.productSkuID, line.count);
    const note =
      cart.cartProducts.find((item) => item.productSkuID === line.productSkuID)?.purchaseNote ?? null;
    return { skuId: line.productSkuID, count: line.count, note };
  });
  const { items, totalProductPrice } = priceLines(lines);
  const priced = body.orderProducts.every((line, index) => items[index]?.price === line.price);
  const finalPrice = totalProductPrice + method.cost;
  if (
    !priced ||
    body.totalProductPrice !== totalProductPrice ||
    body.deliveryCost !== method.cost ||
    body.finalPrice !== finalPrice
  ) {
    fail(400, shopAnswers.priceChanged);
  }
  return { method, items, totalProductPrice, finalPrice };
}

/** Takes the stock, records the paid order and empties those lines from the cart. */
function place(userId: number, body: OrderBody, card: TakenCard, { keepCard }: { keepCard: boolean }) {
  const user = findUser(userId)!;
  const { method, items, totalProductPrice, finalPrice } = prepare(user, body);
  for (const item of items) {
    const sku = db.content.products
      .flatMap((product) => product.productSkus)
      .find((candidate) => candidate.id === item.sku)!;
    sku.quantity -= item.count;
  }
  const order: Order = {
    id: nextRowId(db.orders),
    companyID: COMPANY_ID,
    userID: user.id,
    orderType: 'product',
    status: 'paid',
    deliveryCost: method.cost,
    finalPrice,
    totalProductPrice,
    paymentMethod: body.paymentMethod,
    maskedCardNumber: card.maskedCardNumber,
    items,
    subscriptionId: null,
    deliveryMethod: { id: method.id, name: method.name },
    delivery: deliveryDetailsOf(body),
    createdAt: mockNow(),
  };
  db.orders.push(order);
  const cart = cartOf(user);
  const ordered = new Set(items.map((item) => item.sku));
  cart.cartProducts = cart.cartProducts.filter((line) => !ordered.has(line.productSkuID));
  if (keepCard) saveUser(saveCard(user, card));
  return { orderId: order.id, miecruOrderId: nextToken('MC').toUpperCase() };
}

/**
 * Orders the member's whole cart as the checkout would send it (their own address, the first
 * delivery method) and pays with `card`: for scenarios that begin after a payment went through.
 */
export function placeCartOrder(userId: number, card: TakenCard) {
  const user = findUser(userId)!;
  const method = activeDeliveryMethods()[0]!;
  const lines = cartOf(user).cartProducts.map((line) => ({ skuId: line.productSkuID, count: line.count }));
  const { items, totalProductPrice } = priceLines(lines);
  const body = orderBody.parse({
    ...deliveryOf(user),
    confirmEmail: user.email,
    deliveryMethodId: method.id,
    deliveryCost: method.cost,
    orderProducts: items.map((item) => ({ productSkuID: item.sku, count: item.count, price: item.price })),
    paymentMethod: 'credit_card',
    totalProductPrice,
    finalPrice: totalProductPrice + method.cost,
  });
  return place(userId, body, card, { keepCard: false });
}

function startOrder(user: User, body: OrderBody, keepCard: boolean) {
  prepare(user, body);
  const card = takeCard(user, body, { requireNew: keepCard });
  return startTds(user.id, 'order', body.redirectionUrl, () => {
    settle(card, { authenticated: true });
    return place(user.id, body, card, { keepCard });
  });
}

const ownOrders = (user: User) => db.orders.filter((order) => order.userID === user.id);

export const ordersHandlers = {
  listOrders: handle('listOrders', ({ user, query }) =>
    page(
      [...ownOrders(user!)].sort((a, b) => newestFirst<Order>((o) => o.createdAt)(a, b) || b.id - a.id),
      query,
    ),
  ),
  getOrder: handle('getOrder', ({ user, params }) => byIdOr404(ownOrders(user!), params.id)),
  createOrder: handle('createOrder', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => {
      prepare(user!, body);
      const card = takeCard(user!, body);
      settle(card, { authenticated: false });
      return place(user!.id, body, card, { keepCard: false });
    }),
  ),
  startTdsOrder: handle('startTdsOrder', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => startOrder(user!, body, false)),
  ),
  startTdsUpdateCardOrder: handle('startTdsUpdateCardOrder', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => startOrder(user!, body, true)),
  ),
  confirmTdsOrder: handle(
    'confirmTdsOrder',
    ({ user, body }) =>
      confirmTds(user!.id, 'order', body.orderId) as { orderId: number; miecruOrderId: string },
  ),
};
