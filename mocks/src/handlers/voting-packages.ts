import { memberAnswers } from '@fanclub/domain/answers';
import type { User } from '@fanclub/domain/contract';
import type { z } from 'zod';
import type { votingPackagePurchaseBody, votingPackagePurchaseResponse } from '@fanclub/domain/contract';
import { COMPANY_ID } from '@fanclub/fixtures';
import { db, findUser, mockNow, nextRowId, saveUser } from '../db.ts';
import { taxIncluded } from '@fanclub/domain/format';
import { byIdOr404, fail, handle, page } from './handle.ts';
import { confirmTds, once, settle, startTds, takeCard, type TakenCard } from './payments.ts';
import { newestFirst } from './views.ts';

type PurchaseBody = z.output<typeof votingPackagePurchaseBody>;
type PurchaseAnswer = z.output<typeof votingPackagePurchaseResponse>;

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
function priced(body: PurchaseBody) {
  const pack = byIdOr404(db.content.votingPackages, body.votingPackageId);
  const price = taxIncluded(pack.price, pack.taxRate) * body.count;
  if (body.price !== price || body.point !== pack.point * body.count) fail(400, memberAnswers.priceChanged);
  return { pack, price };
}

function record(
  user: User,
  body: PurchaseBody,
  pack: (typeof db.content.votingPackages)[number],
  price: number,
  card: TakenCard,
): PurchaseAnswer {
  const orderId = nextRowId(db.orders);
  db.orders.push({
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
    items: [],
    subscriptionId: null,
    deliveryMethod: null,
    delivery: null,
    createdAt: mockNow(),
  });
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
  confirmTdsVotingPackagePurchase: handle(
    'confirmTdsVotingPackagePurchase',
    ({ user, body }) => confirmTds(user!.id, 'points', body.orderId) as PurchaseAnswer,
  ),
};
