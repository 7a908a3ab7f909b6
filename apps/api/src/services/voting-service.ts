/**
 * Buying voting points: the price is checked against the package (the client's total is never
 * trusted), the card is charged once per idempotency key, and the points, the ledger line, the
 * order and the transaction are stored together. The answer carries the member's balance after
 * the purchase, as the vote's answer does.
 */
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { withTax } from '../lib/money.ts';
import { jaMember } from '../messages/ja-member.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { membershipsRepository } from '../repositories/memberships.ts';
import { usersRepository } from '../repositories/users.ts';
import { toPurchase, votingRepository } from '../repositories/voting.ts';
import {
  chargeClaimed,
  chargeKey,
  claimCharge,
  recordSucceededCharge,
  releaseClaim,
} from './card-charges.ts';

interface PurchaseBody {
  votingPackageId: number;
  count: number;
  point: number;
  price: number;
  cardToken?: string | undefined;
  idempotencyKey?: string | undefined;
}

export const votingService = ({
  db,
  payments,
  companyId,
}: {
  db: Db;
  payments: PaymentProvider;
  companyId: number;
}) => {
  const voting = votingRepository(db, companyId);
  const members = membershipsRepository(db, companyId);
  const users = usersRepository(db);
  const withBalance = async (userId: number, row: Parameters<typeof toPurchase>[0]) => ({
    ...toPurchase(row),
    votingPoint: await users.votingPoint(userId),
  });

  return {
    /** `savedCard`: the member's saved card unless a token is given; otherwise a token is required. */
    purchase: async (userId: number, body: PurchaseBody, card: 'saved' | 'new') => {
      const pack = await voting.package(body.votingPackageId);
      const now = new Date();
      if (!pack) throw badRequest(jaMember.packageNotFound);
      if (pack.expireDate <= now) throw badRequest(jaMember.packageExpired);
      const amount = withTax(pack.price, pack.taxRate) * body.count;
      const points = pack.point * body.count;
      if (body.price !== amount || body.point !== points) throw badRequest(jaMember.priceChanged);
      if (card === 'new' && !body.cardToken) throw badRequest(jaMember.noCard);

      const key = chargeKey(userId, 'voting', body.idempotencyKey);
      const claim = await claimCharge(db, key, amount, payments.name);
      if (claim.kind === 'replay') {
        const earlier = await voting.purchaseOfTransaction(claim.transactionId);
        if (!earlier) throw conflict(jaMember.paymentInProgress);
        return withBalance(userId, earlier);
      }
      let source: { token: string } | { reference: string };
      if (body.cardToken) source = { token: body.cardToken };
      else {
        const saved = await members.userCard(userId);
        if (!saved?.cardReference || !saved.isValidCard) {
          await releaseClaim(db, claim.chargeRowId);
          throw badRequest(jaMember.noCard);
        }
        source = { reference: saved.cardReference };
      }
      const charged = await chargeClaimed(db, payments, {
        chargeRowId: claim.chargeRowId,
        key,
        userId,
        amount,
        purpose: 'voting_package',
        card: source,
      });
      const row = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            companyId,
            userId,
            orderType: 'voting_package',
            status: 'paid',
            totalProductPrice: amount,
            finalPrice: amount,
            paymentMethod: 'credit_card',
            maskedCardNumber: charged.maskedCardNumber,
            miecruOrderId: charged.chargeId,
          })
          .returning({ id: orders.id });
        const transactionId = await recordSucceededCharge(tx, {
          chargeRowId: claim.chargeRowId,
          providerChargeId: charged.chargeId,
          userId,
          amount,
          purpose: 'voting_package',
          orderId: order!.id,
        });
        return voting.addPoints(tx, {
          userId,
          transactionId,
          votingPackageId: pack.id,
          count: body.count,
          price: amount,
          point: points,
          expireDate: pack.expireDate,
        });
      });
      return withBalance(userId, row);
    },
  };
};
