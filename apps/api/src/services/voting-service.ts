/**
 * Buying voting points: the price is checked against the package (the client's total is never
 * trusted), the card is charged once per idempotency key, and the points, the ledger line, the
 * order and the transaction are stored together. The answer carries the member's balance after
 * the purchase, as the vote's answer does.
 */
import type { Db } from '../db/client.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { taxIncluded } from '@fanclub/domain/format';
import { addresseeOf } from '../mail/notices.ts';
import type { Post } from '../mail/post.ts';
import { mails } from '../mail/templates.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { membershipsRepository } from '../repositories/memberships.ts';
import { ordersRepository, paidLineNames } from '../repositories/orders.ts';
import { usersRepository } from '../repositories/users.ts';
import { toPurchase, votingRepository } from '../repositories/voting.ts';
import { returnUrl } from '../lib/return-url.ts';
import {
  cardToPay,
  chargeClaimed,
  chargeKey,
  claimCharge,
  markUnfulfilled,
  paymentFailureMessage,
  recordSucceededCharge,
  releaseClaim,
  succeededTransaction,
} from './card-charges.ts';
import { memberAnswers, shopAnswers } from '@fanclub/domain/answers';
import type { KonbiniStore } from '@fanclub/domain/contract';
import { randomBytes } from 'node:crypto';
import { toKonbiniSlip } from '../repositories/orders.ts';
import { reserveKonbiniOrder, type KonbiniOrders } from '../shop/konbini-orders.ts';

/** Where a point purchase's challenge returns when the site names no page of its own. */
const TDS_RETURN_PATH = '/voting/point-purchase-process';
type PackRow = NonNullable<Awaited<ReturnType<ReturnType<typeof votingRepository>['package']>>>;

interface PurchaseBody {
  votingPackageId: number;
  count: number;
  point: number;
  price: number;
  cardToken?: string | undefined;
  idempotencyKey?: string | undefined;
  redirectionUrl?: string | undefined;
}

interface KonbiniPurchaseBody {
  votingPackageId: number;
  count: number;
  point: number;
  price: number;
  konbiniStore: KonbiniStore;
  paymentFee?: number | undefined;
  idempotencyKey?: string | undefined;
}

export const votingService = ({
  db,
  payments,
  companyId,
  mail,
  publicUrl,
  konbini,
}: {
  db: Db;
  payments: PaymentProvider;
  companyId: number;
  mail: Post;
  publicUrl: string;
  /** Konbini payments when a gateway is configured: its slips and its fee (tax included). */
  konbini?: { orders: KonbiniOrders; provider: string; fee: number } | null;
}) => {
  const voting = votingRepository(db, companyId);
  const members = membershipsRepository(db, companyId);
  const users = usersRepository(db);
  const withBalance = async (userId: number, row: Parameters<typeof toPurchase>[0]) => ({
    ...toPurchase(row),
    votingPoint: await users.votingPoint(userId),
  });

  /** The package and what it costs now; the client's total and points must match it. */
  const priced = async (body: PurchaseBody) => {
    const pack = await voting.package(body.votingPackageId);
    if (!pack) throw badRequest(memberAnswers.packageNotFound);
    if (pack.expireDate <= new Date()) throw badRequest(memberAnswers.packageExpired);
    const amount = taxIncluded(pack.price, pack.taxRate) * body.count;
    const points = pack.point * body.count;
    if (body.price !== amount || body.point !== points) throw badRequest(memberAnswers.priceChanged);
    return { pack, amount, points };
  };

  /** The charge succeeded: the order, the ledger line and the points in one transaction, then the mail. */
  const fulfil = async (
    userId: number,
    claim: { chargeRowId: number },
    charged: { chargeId: string; maskedCardNumber: string },
    bought: { pack: PackRow; count: number; amount: number; points: number },
  ) => {
    const { pack, count, amount, points } = bought;
    const row = await db.transaction(async (tx) => {
      const orderId = await ordersRepository(db).insertPaid(
        tx,
        {
          companyId,
          userId,
          orderType: 'voting_package',
          status: 'paid',
          totalProductPrice: amount,
          finalPrice: amount,
          paymentMethod: 'credit_card',
          maskedCardNumber: charged.maskedCardNumber,
          miecruOrderId: charged.chargeId,
        },
        [{ name: paidLineNames.points(pack.point), price: amount / count, count, taxRate: pack.taxRate }],
      );
      const transactionId = await recordSucceededCharge(db, tx, {
        chargeRowId: claim.chargeRowId,
        providerChargeId: charged.chargeId,
        userId,
        amount,
        purpose: 'voting_package',
        orderId,
      });
      return voting.addPoints(tx, {
        userId,
        transactionId,
        votingPackageId: pack.id,
        count,
        price: amount,
        point: points,
        expireDate: pack.expireDate,
      });
    });
    const answer = await withBalance(userId, row);
    await mail.notify(async () => {
      const to = await addresseeOf(db, userId);
      return to
        ? mails.pointsBought(to, {
            points,
            count,
            price: amount,
            expireDate: row.expireDate,
            balance: answer.votingPoint,
            historyUrl: `${publicUrl}/voting`,
          })
        : null;
    });
    return answer;
  };

  /** A repeated request answers the purchase the first one made. */
  const replay = async (userId: number, transactionId: number) => {
    const earlier = await voting.purchaseOfTransaction(transactionId);
    if (!earlier) throw conflict(memberAnswers.paymentInProgress);
    return withBalance(userId, earlier);
  };

  return {
    /**
     * Points paid at a convenience store: the order waits for the store payment with its slip; the
     * gateway's paid notification grants the points (shop/konbini-orders.ts), its expiry cancels
     * the order. A repeated request answers the same purchase and slip.
     */
    purchaseKonbini: async (userId: number, body: KonbiniPurchaseBody) => {
      if (!konbini) throw badRequest(shopAnswers.konbiniUnavailable);
      const { pack, amount, points } = await priced({ ...body });
      if ((body.paymentFee ?? 0) !== konbini.fee) throw badRequest(shopAnswers.konbiniFeeChanged);
      const key = `${userId}:points-konbini:${body.idempotencyKey ?? randomBytes(12).toString('hex')}`;
      const { order, fresh } = await reserveKonbiniOrder(db, {
        companyId,
        userId,
        key,
        orderType: 'voting_package',
        amount,
        fee: konbini.fee,
        provider: konbini.provider,
        lines: [
          {
            name: paidLineNames.points(pack.point),
            price: amount / body.count,
            count: body.count,
            taxRate: pack.taxRate,
          },
        ],
      });
      const to = await addresseeOf(db, userId);
      await konbini.orders.start(userId, order, fresh, body.konbiniStore, to?.email ?? '', new Date(), {
        votingPackageId: pack.id,
        packageCount: body.count,
        points,
      });
      const slip = await konbini.orders.slipOf(order.id);
      if (!slip || slip.votingPackageId === null) throw conflict(memberAnswers.paymentInProgress);
      return {
        orderNumber: order.orderNumber,
        votingPackageId: slip.votingPackageId,
        count: slip.packageCount!,
        point: slip.points!,
        price: order.finalPrice,
        paymentFee: order.paymentFee,
        konbini: toKonbiniSlip(slip),
      };
    },

    /** `savedCard`: the member's saved card unless a token is given; otherwise a token is required. */
    purchase: async (userId: number, body: PurchaseBody, card: 'saved' | 'new') => {
      const { pack, amount, points } = await priced(body);
      if (card === 'new' && !body.cardToken) throw badRequest(memberAnswers.noCard);

      const key = chargeKey(userId, 'voting', body.idempotencyKey);
      const claim = await claimCharge(db, key, amount, payments.name);
      if (claim.kind === 'replay') return replay(userId, claim.transactionId);
      let source: { token: string } | { reference: string };
      try {
        source = await cardToPay(db, userId, body.cardToken);
      } catch (error) {
        await releaseClaim(db, claim.chargeRowId);
        throw error;
      }
      const charged = await chargeClaimed(db, payments, {
        chargeRowId: claim.chargeRowId,
        key,
        userId,
        amount,
        purpose: 'voting_package',
        card: source,
      });
      return fulfil(userId, claim, charged, { pack, count: body.count, amount, points });
    },

    /**
     * Points bought through 3-D Secure, with a new card token or the saved card (which the issuer
     * authenticates again for this payment): nothing is charged until the return page confirms.
     */
    startTdsPurchase: async (userId: number, body: PurchaseBody) => {
      const { pack, amount, points } = await priced(body);
      const started = await payments.startTds({
        card: await cardToPay(db, userId, body.cardToken),
        amount,
        redirectionUrl: returnUrl(publicUrl, body.redirectionUrl, TDS_RETURN_PATH),
      });
      if ('status' in started) throw badRequest(paymentFailureMessage(started));
      await members.startAttempt(userId, 'voting_package', started.orderId, {
        votingPackageId: pack.id,
        count: body.count,
        amount,
        points,
      });
      return { authStartUrl: started.authStartUrl, orderId: started.orderId };
    },

    /** After the challenge: captures once; a repeated confirm answers the same purchase. */
    confirmTdsPurchase: async (userId: number, orderId: string) => {
      const attempt = await members.takeAttempt(userId, ['voting_package'], orderId);
      const key = `tds:${orderId}`;
      if (!attempt) {
        const earlier = await members.findAttempt(userId, orderId);
        if (earlier?.status === 'completed' && earlier.purpose === 'voting_package') {
          const transactionId = await succeededTransaction(db, key);
          if (transactionId) return replay(userId, transactionId);
          throw conflict(memberAnswers.paymentInProgress);
        }
        throw badRequest(memberAnswers.tdsUnknown);
      }
      const outcome = await payments.confirmTds(orderId);
      if (outcome.status !== 'succeeded') {
        await members.settleAttempt(
          attempt.id,
          outcome.status === 'failed' && outcome.code === 'tds_not_authenticated' ? 'pending' : 'failed',
        );
        throw badRequest(paymentFailureMessage(outcome));
      }
      const payload = attempt.payload as {
        votingPackageId: number;
        count: number;
        amount: number;
        points: number;
      };
      const pack = await voting.package(payload.votingPackageId);
      const claim = await claimCharge(db, key, payload.amount, payments.name);
      if (claim.kind === 'replay') return replay(userId, claim.transactionId);
      if (!pack) {
        await markUnfulfilled(db, claim.chargeRowId, outcome.chargeId);
        throw badRequest(memberAnswers.packageNotFound);
      }
      return fulfil(userId, claim, outcome, {
        pack,
        count: payload.count,
        amount: payload.amount,
        points: payload.points,
      });
    },
  };
};
