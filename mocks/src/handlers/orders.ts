import { shopAnswers } from '@fanclub/domain/answers';
import {
  konbiniStoreInfo,
  type KonbiniSlip,
  type KonbiniStore,
  type Order,
  type Receipt,
  type User,
} from '@fanclub/domain/contract';
import type { z } from 'zod';
import { deliveryDetailsOf, orderBody } from '@fanclub/domain/contract';
import { db, findUser, mockNow, nextRowId, nextToken, saveUser } from '../db.ts';
import { COMPANY_ID, deliveryOf, makeOrder, priceLines } from '@fanclub/fixtures';
import { DELIVERY_TAX_RATE, issuerFromLawPage, RECEIPT_PURPOSES, taxByRate } from '@fanclub/domain/format';
import { assertPurchasable, cartOf } from './cart.ts';
import { activeDeliveryMethods } from './delivery-methods.ts';
import { fail, handle, page } from './handle.ts';
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
  const konbini = body.paymentMethod === 'konbini' ? db.paymentOptions.konbini : null;
  if (body.paymentMethod === 'konbini') {
    if (!konbini) fail(400, shopAnswers.konbiniUnavailable);
    if (!body.konbiniStore) fail(400, shopAnswers.konbiniStore);
  }
  const paymentFee = konbini?.fee ?? 0;
  if ((body.paymentFee ?? 0) !== paymentFee) fail(400, shopAnswers.konbiniFeeChanged);
  const finalPrice = totalProductPrice + method.cost + paymentFee;
  if (
    !priced ||
    body.totalProductPrice !== totalProductPrice ||
    body.deliveryCost !== method.cost ||
    body.finalPrice !== finalPrice
  ) {
    fail(400, shopAnswers.priceChanged);
  }
  return { method, items, totalProductPrice, finalPrice, paymentFee };
}

const digits = (n: number) =>
  Array.from({ length: n }, (_, i) => String((db.sequence * 7 + i * 3) % 10)).join('');

/** The slip the sandbox gateway would answer: each chain's own numbers, the deadline at 23:59 JST. */
export function mockSlip(store: KonbiniStore, deadlineDays: number): KonbiniSlip {
  const info = konbiniStoreInfo[store];
  const now = new Date(mockNow());
  const jst = new Date(now.getTime() + 9 * 3_600_000 + deadlineDays * 86_400_000);
  const deadline = new Date(
    Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate(), 23, 59) - 9 * 3_600_000,
  );
  db.sequence += 1;
  return {
    store,
    receiptNumber: digits(store === 'seven-eleven' ? 13 : store === 'family-mart' ? 6 : 11),
    confirmationNumber: info.confirmationLabel ? digits(store === 'family-mart' ? 10 : 4) : null,
    deadline: deadline.toISOString(),
    slipUrl: `/sandbox-pay/konbini/kp_mock${db.sequence}`,
    state: 'pending',
    paidAt: null,
  };
}

/** Takes the stock, records the paid order and empties those lines from the cart. */
function place(userId: number, body: OrderBody, card: TakenCard | null, { keepCard }: { keepCard: boolean }) {
  const user = findUser(userId)!;
  const { method, items, totalProductPrice, finalPrice, paymentFee } = prepare(user, body);
  for (const item of items) {
    const sku = db.content.products
      .flatMap((product) => product.productSkus)
      .find((candidate) => candidate.id === item.sku)!;
    sku.quantity -= item.count;
  }
  const order: Order = makeOrder({
    id: nextRowId(db.orders),
    companyID: COMPANY_ID,
    userID: user.id,
    orderType: 'product',
    // A konbini order waits for the store (支払待ち) with its stock held.
    status: card ? 'paid' : 'pending_payment',
    deliveryCost: method.cost,
    finalPrice,
    totalProductPrice,
    paymentMethod: body.paymentMethod,
    maskedCardNumber: card?.maskedCardNumber ?? null,
    paymentFee,
    konbini:
      body.paymentMethod === 'konbini' && body.konbiniStore
        ? mockSlip(body.konbiniStore, db.paymentOptions.konbini?.deadlineDays ?? 3)
        : null,
    items,
    subscriptionId: null,
    deliveryMethod: { id: method.id, name: method.name },
    delivery: deliveryDetailsOf(body),
    createdAt: mockNow(),
  });
  db.orders.push(order);
  const cart = cartOf(user);
  const ordered = new Set(items.map((item) => item.sku));
  cart.cartProducts = cart.cartProducts.filter((line) => !ordered.has(line.productSkuID));
  if (keepCard && card) saveUser(saveCard(user, card));
  return { orderId: order.id, miecruOrderId: nextToken('MC').toUpperCase(), orderNumber: order.orderNumber };
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

/** By number, or by id for links mailed before numbers existed. */
const ownOrder = (user: User, numberOrId: string) =>
  ownOrders(user).find((order) =>
    /^\d+$/.test(numberOrId)
      ? order.id === Number(numberOrId)
      : order.orderNumber === numberOrId.toUpperCase(),
  ) ?? fail(404, shopAnswers.orderNotFound);

const PAID = new Set<Order['status']>(['paid', 'preparing', 'shipped', 'delivered']);
/** Addressees of the receipts issued in this mock session, by order id. */
const addressees = new Map<number, string>();

function receiptOf(order: Order, isReissue: boolean): Receipt {
  return {
    orderNumber: order.orderNumber,
    addressee:
      addressees.get(order.id) ??
      [order.delivery?.lastName, order.delivery?.firstName].filter(Boolean).join(' '),
    purpose: RECEIPT_PURPOSES[order.orderType],
    issuedAt: order.receiptIssuedAt ?? mockNow(),
    isReissue,
    paidAt: order.createdAt,
    issuer: issuerFromLawPage(db.content.legalTexts.specialCommercialLaw, ''),
    registrationNumber: db.content.legalTexts.invoiceRegistrationNumber,
    lines: order.items.map(({ name, count, price, taxRate }) => ({ name, count, price, taxRate })),
    deliveryCost: order.deliveryCost,
    rates: taxByRate([
      ...order.items.map((item) => ({ amount: item.price * item.count, taxRate: item.taxRate })),
      { amount: order.deliveryCost, taxRate: DELIVERY_TAX_RATE },
    ]),
    total: order.finalPrice,
  };
}

function paidOrder(user: User, numberOrId: string) {
  const order = ownOrder(user, numberOrId);
  if (!PAID.has(order.status)) fail(409, shopAnswers.receiptNotPaid);
  return order;
}

export const ordersHandlers = {
  listOrders: handle('listOrders', ({ user, query }) =>
    page(
      [...ownOrders(user!)].sort((a, b) => newestFirst<Order>((o) => o.createdAt)(a, b) || b.id - a.id),
      query,
    ),
  ),
  getOrder: handle('getOrder', ({ user, params }) => ownOrder(user!, params.id)),
  getOrderReceipt: handle('getOrderReceipt', ({ user, params }) => {
    const order = paidOrder(user!, params.id);
    if (!order.receiptIssuedAt) fail(404, shopAnswers.receiptNotIssued);
    return receiptOf(order, true);
  }),
  issueOrderReceipt: handle('issueOrderReceipt', ({ user, params, body }) => {
    const order = paidOrder(user!, params.id);
    if (order.receiptIssuedAt) fail(409, shopAnswers.receiptIssued);
    order.receiptIssuedAt = mockNow();
    addressees.set(order.id, body.addressee);
    return receiptOf(order, false);
  }),
  createOrder: handle('createOrder', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => {
      prepare(user!, body);
      if (body.paymentMethod === 'konbini') return place(user!.id, body, null, { keepCard: false });
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
      confirmTds(user!.id, 'order', body.orderId) as {
        orderId: number;
        miecruOrderId: string;
        orderNumber: string;
      },
  ),
};
