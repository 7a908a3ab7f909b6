import { memberAnswers, shopAnswers } from '@fanclub/domain/answers';
import type { User } from '@fanclub/domain/contract';
import type { z } from 'zod';
import type {
  votingPackageKonbiniBody,
  votingPackagePurchaseBody,
  votingPackagePurchaseResponse,
} from '@fanclub/domain/contract';
import { COMPANY_ID, makeOrder } from '@fanclub/fixtures';
import { db, findUser, mockNow, nextRowId, saveUser } from '../db.ts';
import { taxIncluded } from '@fanclub/domain/format';
import { byIdOr404, fail, handle, page } from './handle.ts';
import { mockSlip } from './orders.ts';
import { confirmTds, once, settle, startTds, takeCard, type TakenCard } from './payments.ts';
import { newestFirst } from './views.ts';

type PurchaseBody = z.output<typeof votingPackagePurchaseBody>;
type PurchaseAnswer = z.output<typeof votingPackagePurchaseResponse>;
type KonbiniBody = z.output<typeof votingPackageKonbiniBody>;

/**
 * Charges the card, adds the points and records the purchase and its order; answers with the
 * purchase and the member's balance after it.
 */
function purchase(user: User, body: PurchaseBody, { requireNew }: { requireNew: boolean }): PurchaseAnswer {
  const { pack, price } = priced(body);
  const card = takeCard(user, body, { requireNew });
  settle(card, { authenticated: false });
  return record(user, body, pack, price, card);
}

/** After the 3-D Secure step: the card is charged (a declined one fails) and the points added. */
export function completePointsPurchase(userId: number, body: PurchaseBody, card: TakenCard): PurchaseAnswer {
  const { pack, price } = priced(body);
  settle(card, { authenticated: true });
  return record(findUser(userId)!, body, pack, price, card);
}

/** The package and the price the member must pay; a changed price is refused. */
function priced(body: Pick<PurchaseBody, 'votingPackageId' | 'count' | 'point' | 'price'>) {
  const pack = byIdOr404(db.content.votingPackages, body.votingPackageId);
  const price = taxIncluded(pack.price, pack.taxRate) * body.count;
  if (body.price !== price || body.point !== pack.point * body.count) fail(400, memberAnswers.priceChanged);
  return { pack, price };
}

/** A point order's one named line (sku 0), as the API writes it. */
const packLines = (pack: { point: number; taxRate: number }, price: number, count: number) => [
  {
    sku: 0,
    name: `投票ポイント ${pack.point}pt`,
    price: price / count,
    attributes: [],
    count,
    note: null,
    taxRate: pack.taxRate,
  },
];

function record(
  user: User,
  body: PurchaseBody,
  pack: (typeof db.content.votingPackages)[number],
  price: number,
  card: TakenCard,
): PurchaseAnswer {
  const orderId = nextRowId(db.orders);
  db.orders.push(
    makeOrder({
      id: orderId,
      companyID: COMPANY_ID,
      userID: user.id,
      orderType: 'voting_package',
      status: 'paid',
      deliveryCost: 0,
      finalPrice: price,
      totalProductPrice: price,
      paymentMethod: 'credit_card',
      maskedCardNumber: card.maskedCardNumber,
      paymentFee: 0,
      konbini: null,
      items: packLines(pack, price, body.count),
      subscriptionId: null,
      deliveryMethod: null,
      delivery: null,
      createdAt: mockNow(),
    }),
  );
  const row = {
    id: nextRowId(db.votingPackagePurchases),
    transactionId: orderId,
    votingPackageId: pack.id,
    count: body.count,
    price,
    point: body.point,
    expireDate: pack.expireDate,
    createdAt: mockNow(),
    userId: user.id,
  };
  db.votingPackagePurchases.push(row);
  const current = findUser(user.id)!;
  const { votingPoint } = saveUser({ ...current, votingPoint: current.votingPoint + body.point });
  const { userId: _owner, ...result } = row;
  return { ...result, votingPoint };
}

/**
 * Points paid at a convenience store: a pending order with its slip; nothing is granted until the
 * store payment (which the mocks never play: the purchase stays 支払待ち).
 */
function purchaseByKonbini(user: User, body: KonbiniBody) {
  const konbini = db.paymentOptions.konbini;
  if (!konbini) return fail(400, shopAnswers.konbiniUnavailable);
  if ((body.paymentFee ?? 0) !== konbini.fee) fail(400, shopAnswers.konbiniFeeChanged);
  const { pack, price } = priced(body);
  const slip = mockSlip(body.konbiniStore, konbini.deadlineDays);
  const order = makeOrder({
    id: nextRowId(db.orders),
    companyID: COMPANY_ID,
    userID: user.id,
    orderType: 'voting_package',
    status: 'pending_payment',
    deliveryCost: 0,
    finalPrice: price + konbini.fee,
    totalProductPrice: price,
    paymentMethod: 'konbini',
    maskedCardNumber: null,
    paymentFee: konbini.fee,
    konbini: slip,
    items: packLines(pack, price, body.count),
    subscriptionId: null,
    deliveryMethod: null,
    delivery: null,
    createdAt: mockNow(),
  });
  db.orders.push(order);
  return {
    orderNumber: order.orderNumber,
    votingPackageId: pack.id,
    count: body.count,
    point: body.point,
    price: order.finalPrice,
    paymentFee: konbini.fee,
    konbini: slip,
  };
}

const ownPurchases = (user: User) =>
  db.votingPackagePurchases.filter((row) => row.userId === user.id).map(({ userId: _owner, ...row }) => row);

export const votingPackagesHandlers = {
  listVotingPackages: handle('listVotingPackages', ({ query }) => page(db.content.votingPackages, query)),
  getVotingPackage: handle('getVotingPackage', ({ params }) =>
    byIdOr404(db.content.votingPackages, params.id),
  ),
  listVotingPackagePurchases: handle('listVotingPackagePurchases', ({ user, query }) =>
    page([...ownPurchases(user!)].sort(newestFirst((row) => row.createdAt)), query),
  ),
  getVotingPackagePurchase: handle('getVotingPackagePurchase', ({ user, params }) =>
    byIdOr404(ownPurchases(user!), params.id),
  ),
  purchaseVotingPackageSavedCard: handle('purchaseVotingPackageSavedCard', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => purchase(user!, body, { requireNew: false })),
  ),
  purchaseVotingPackage: handle('purchaseVotingPackage', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => purchase(user!, body, { requireNew: true })),
  ),
  startTdsVotingPackagePurchase: handle('startTdsVotingPackagePurchase', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => {
      priced(body);
      const card = takeCard(user!, body);
      return startTds(user!.id, 'points', body.redirectionUrl, () =>
        completePointsPurchase(user!.id, body, card),
      );
    }),
  ),
  purchaseVotingPackageKonbini: handle('purchaseVotingPackageKonbini', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => purchaseByKonbini(user!, body)),
  ),
  confirmTdsVotingPackagePurchase: handle(
    'confirmTdsVotingPackagePurchase',
    ({ user, body }) => confirmTds(user!.id, 'points', body.orderId) as PurchaseAnswer,
  ),
};
