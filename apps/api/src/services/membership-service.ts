/**
 * Paid membership: buying a plan (direct or with 3-D Secure), changing plan, cancelling at period
 * end and withdrawing the cancellation, and the member's saved card. Money moves through
 * card-charges (one charge per idempotency key); subscriptions change in transactions guarded by
 * the one-live-subscription index and status conditions.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../lib/http-error.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import { returnUrl } from '../lib/return-url.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { addresseeOf, planMail } from '../mail/notices.ts';
import type { Post } from '../mail/post.ts';
import type { Letter } from '../mail/letter.ts';
import { mails, type Addressee } from '../mail/templates.ts';
import {
  firstPayment,
  membershipsRepository,
  type PlanRow,
  type SubscriptionRow,
} from '../repositories/memberships.ts';
import { grantMembershipPoints } from '../repositories/voting.ts';
import { loadUser, toSubscription } from '../repositories/users.ts';
import {
  cardToPay,
  chargeClaimed,
  chargeKey,
  claimCharge,
  markUnfulfilled,
  paymentFailureMessage,
  recordSucceededCharge,
  releaseClaim,
} from './card-charges.ts';
import { memberAnswers, shopAnswers } from '@fanclub/domain/answers';
import { membershipFees } from '@fanclub/domain';
import type { KonbiniStore } from '@fanclub/domain/contract';
import { randomBytes } from 'node:crypto';
import { ordersRepository, paidLineNames, toKonbiniSlip } from '../repositories/orders.ts';
import { reserveKonbiniOrder, type KonbiniOrders } from '../shop/konbini-orders.ts';

interface Deps {
  db: Db;
  /** The fans' mails; each event is mailed once its transaction has committed. */
  mail: Post;
  payments: PaymentProvider;
  companyId: number;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Konbini payments when a gateway is configured: its slips and its fee (tax included). */
  konbini?: { orders: KonbiniOrders; provider: string; fee: number } | null;
}

interface CardInput {
  cardToken?: string | undefined;
  redirectionUrl?: string | undefined;
}

const TDS_RETURN_PATH = '/mypage';

export const membershipService = ({ db, mail, payments, companyId, publicUrl, log, konbini }: Deps) => {
  const repo = membershipsRepository(db, companyId);

  const answer = async (userId: number) => {
    const user = await loadUser(db, userId);
    if (!user) throw notFound(memberAnswers.notPaid);
    if (!user.subscription) throw badRequest(memberAnswers.notPaid);
    return { subscription: user.subscription, user };
  };

  const planToBuy = async (userId: number, planId: number) => {
    const plan = await repo.displayedPlan(planId);
    if (!plan) throw badRequest(memberAnswers.planNotFound);
    if (await repo.liveSubscription(userId)) throw badRequest(memberAnswers.alreadyPaid);
    return plan;
  };

  /** Stores the paid subscription; a concurrent second purchase loses on the unique index. */
  const fulfil = async (
    userId: number,
    plan: PlanRow,
    paid: {
      amount: number;
      chargeRowId: number;
      providerChargeId: string;
      maskedCardNumber: string;
      providerOrderId: string;
    },
    card: { cardReference: string; tdsOrderId?: string },
  ) => {
    let granted = { subscription: null as SubscriptionRow | null, points: 0 };
    try {
      await db.transaction(async (tx) => {
        const { subscription, orderId } = await repo.createPaidSubscription(tx, {
          companyId,
          userId,
          plan,
          now: new Date(),
          amount: paid.amount,
          maskedCardNumber: paid.maskedCardNumber,
          providerOrderId: paid.providerOrderId,
        });
        await recordSucceededCharge(db, tx, {
          chargeRowId: paid.chargeRowId,
          providerChargeId: paid.providerChargeId,
          userId,
          amount: paid.amount,
          purpose: 'subscription',
          subscriptionId: subscription.id,
          orderId,
        });
        await repo.saveCard(tx, userId, {
          cardReference: card.cardReference,
          maskedCardNumber: paid.maskedCardNumber,
          ...(card.tdsOrderId ? { tdsOrderId: card.tdsOrderId } : {}),
        });
        // The plan's points come with its payment, in the same transaction as the charge record.
        const points = await grantMembershipPoints(tx, {
          userId,
          subscriptionId: subscription.id,
          monthlyPoint: plan.monthlyPoint,
          cycleType: plan.cycleType,
          cycleValue: plan.cycleValue,
          now: subscription.start,
        });
        granted = { subscription, points };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      log.error(
        { userId, chargeRowId: paid.chargeRowId },
        'membership charged but a live subscription already exists: refund needed',
      );
      await markUnfulfilled(db, paid.chargeRowId, paid.providerChargeId);
      throw conflict(memberAnswers.subscriptionConflict);
    }
    const { subscription, points } = granted;
    if (subscription)
      await notifyMember(userId, (to) =>
        mails.planPurchased(to, {
          ...planMail(subscription),
          firstCharge: paid.amount,
          nextBillingDate: subscription.nextBillingDate,
          points,
        }),
      );
    return answer(userId);
  };

  /** Mails the member about a change of their subscription (read back as it now is). */
  const notifyMember = (userId: number, letter: (to: Addressee) => Letter) =>
    mail.notify(async () => {
      const to = await addresseeOf(db, userId);
      return to ? letter(to) : null;
    });

  return {
    /**
     * One prepaid period of a plan paid at a convenience store: the order waits for the store
     * payment with its slip; the gateway's paid notification adds the period to the member's
     * subscription from its current end (shop/konbini-orders.ts), its expiry cancels the order
     * and grants nothing. A member with no live plan pays the initial fee with the first period.
     * A repeated request with the same idempotency key answers the same order and slip.
     */
    purchaseKonbini: async (
      userId: number,
      body: {
        memberShipPlanId: number;
        price: number;
        konbiniStore: KonbiniStore;
        paymentFee?: number | undefined;
        idempotencyKey?: string | undefined;
      },
    ) => {
      if (!konbini) throw badRequest(shopAnswers.konbiniUnavailable);
      const plan = await repo.displayedPlan(body.memberShipPlanId);
      if (!plan) throw badRequest(memberAnswers.planNotFound);
      if ((body.paymentFee ?? 0) !== konbini.fee) throw badRequest(shopAnswers.konbiniFeeChanged);
      const key = `${userId}:membership-konbini:${body.idempotencyKey ?? randomBytes(12).toString('hex')}`;
      const live = await repo.liveSubscription(userId);
      const fees = membershipFees(plan);
      const amount = live ? fees.recurring : fees.firstCharge;
      // The price the site showed must be the price now (a repeated request answers its order).
      if (body.price !== amount && !(await ordersRepository(db).findByKey(key)))
        throw badRequest(memberAnswers.planPriceChanged);
      const { order, fresh } = await reserveKonbiniOrder(db, {
        companyId,
        userId,
        key,
        orderType: 'membership',
        amount,
        fee: konbini.fee,
        provider: konbini.provider,
        lines: [
          {
            name: paidLineNames.membershipFee(plan.name),
            price: fees.recurring,
            count: 1,
            taxRate: plan.taxRate,
          },
          ...(amount > fees.recurring
            ? [
                {
                  name: paidLineNames.initialFee(plan.name),
                  price: amount - fees.recurring,
                  count: 1,
                  taxRate: plan.taxRate,
                },
              ]
            : []),
        ],
      });
      const to = await addresseeOf(db, userId);
      await konbini.orders.start(userId, order, fresh, body.konbiniStore, to?.email ?? '', new Date(), {
        membershipPlanId: plan.id,
        cycleType: plan.cycleType,
        cycleValue: plan.cycleValue,
      });
      const slip = await konbini.orders.slipOf(order.id);
      if (!slip || slip.membershipPlanId === null) throw conflict(memberAnswers.paymentInProgress);
      return {
        orderNumber: order.orderNumber,
        memberShipPlanId: slip.membershipPlanId,
        planName: plan.name,
        cycleType: slip.cycleType!,
        cycleValue: slip.cycleValue!,
        price: order.finalPrice,
        paymentFee: order.paymentFee,
        konbini: toKonbiniSlip(slip),
      };
    },

    /** Direct purchase: a fresh card is kept at the provider first, so renewals can charge it. */
    purchase: async (
      userId: number,
      body: CardInput & { memberShipPlanId: number; idempotencyKey?: string | undefined },
    ) => {
      const key = chargeKey(userId, 'membership', body.idempotencyKey);
      const plan = await repo.displayedPlan(body.memberShipPlanId);
      if (!plan) throw badRequest(memberAnswers.planNotFound);
      const amount = firstPayment(plan);
      const claim = await claimCharge(db, key, amount, payments.name);
      if (claim.kind === 'replay') {
        const subscription = await repo.subscriptionOfTransaction(claim.transactionId);
        const user = await loadUser(db, userId);
        if (!subscription || !user) throw conflict(memberAnswers.paymentInProgress);
        return { subscription: toSubscription(subscription), user };
      }
      const failWith = async (message: string): Promise<never> => {
        await releaseClaim(db, claim.chargeRowId);
        throw badRequest(message);
      };
      if (await repo.liveSubscription(userId)) return failWith(memberAnswers.alreadyPaid);
      let cardReference: string;
      if (body.cardToken) {
        const registered = await payments.registerCard(body.cardToken);
        if (registered.status !== 'succeeded') return failWith(paymentFailureMessage(registered));
        cardReference = registered.cardReference;
      } else {
        const saved = await repo.userCard(userId);
        if (!saved?.cardReference || !saved.isValidCard) return failWith(memberAnswers.noCard);
        cardReference = saved.cardReference;
      }
      const charged = await chargeClaimed(db, payments, {
        chargeRowId: claim.chargeRowId,
        key,
        userId,
        amount,
        purpose: 'subscription',
        card: { reference: cardReference },
      });
      return fulfil(
        userId,
        plan,
        {
          amount,
          chargeRowId: claim.chargeRowId,
          providerChargeId: charged.chargeId,
          maskedCardNumber: charged.maskedCardNumber,
          providerOrderId: charged.chargeId,
        },
        { cardReference },
      );
    },

    startTdsPurchase: async (userId: number, body: CardInput & { memberShipPlanId: number }) => {
      const plan = await planToBuy(userId, body.memberShipPlanId);
      const amount = firstPayment(plan);
      const started = await payments.startTds({
        card: await cardToPay(db, userId, body.cardToken),
        amount,
        redirectionUrl: returnUrl(publicUrl, body.redirectionUrl, TDS_RETURN_PATH),
      });
      if ('status' in started) throw badRequest(paymentFailureMessage(started));
      await repo.startAttempt(userId, 'subscription', started.orderId, { planId: plan.id, amount });
      return { authStartUrl: started.authStartUrl, orderId: started.orderId };
    },

    /** Confirms a plan purchase or a card replacement started with 3-D Secure. */
    confirmTds: async (userId: number, orderId: string) => {
      const attempt = await repo.takeAttempt(userId, ['subscription', 'update_card'], orderId);
      if (!attempt) {
        const earlier = await repo.findAttempt(userId, orderId);
        // Reloading the return page after success shows the result instead of an error.
        if (
          earlier?.status === 'completed' &&
          (earlier.purpose === 'subscription' || earlier.purpose === 'update_card')
        )
          return answer(userId);
        throw badRequest(memberAnswers.tdsUnknown);
      }
      const outcome = await payments.confirmTds(orderId);
      if (outcome.status !== 'succeeded' || !outcome.cardReference) {
        await repo.settleAttempt(
          attempt.id,
          outcome.status === 'failed' && outcome.code === 'tds_not_authenticated' ? 'pending' : 'failed',
        );
        throw badRequest(
          outcome.status === 'succeeded' ? memberAnswers.declined : paymentFailureMessage(outcome),
        );
      }
      if (attempt.purpose === 'update_card') {
        await db.transaction(async (tx) => {
          await repo.saveCard(tx, userId, {
            cardReference: outcome.cardReference!,
            maskedCardNumber: outcome.maskedCardNumber,
            tdsOrderId: orderId,
          });
        });
        const live = await repo.liveSubscription(userId);
        // A new card earns the usual number of retries; the billing job charges it at its next run.
        if (live)
          await repo.updateSubscription(live.id, { retryBillingCount: 0 }, [
            'active',
            'past_due',
            'cancel_requested',
          ]);
        return answer(userId);
      }
      const plan = await repo.planById(Number(attempt.payload.planId));
      if (!plan) throw badRequest(memberAnswers.planNotFound);
      const amount = Number(attempt.payload.amount);
      const claim = await claimCharge(db, `tds:${orderId}`, amount, payments.name);
      if (claim.kind === 'replay') return answer(userId);
      return fulfil(
        userId,
        plan,
        {
          amount,
          chargeRowId: claim.chargeRowId,
          providerChargeId: outcome.chargeId,
          maskedCardNumber: outcome.maskedCardNumber,
          providerOrderId: orderId,
        },
        { cardReference: outcome.cardReference, tdsOrderId: orderId },
      );
    },

    startTdsUpdateCard: async (userId: number, body: CardInput & { cardToken: string }) => {
      if (!(await repo.liveSubscription(userId))) throw badRequest(memberAnswers.notPaid);
      return startCardCheck(userId, 'update_card', body);
    },

    updatePlan: async (userId: number, planId: number) => {
      const plan = await repo.displayedPlan(planId);
      if (!plan) throw badRequest(memberAnswers.planNotFound);
      const live = await repo.liveSubscription(userId);
      if (!live || !toSubscription(live).isActive) throw badRequest(memberAnswers.notPaid);
      if (live.planId === plan.id) throw badRequest(memberAnswers.samePlan);
      // The current period is paid; the new plan's price applies from the next billing date.
      const changed = await repo.updateSubscription(
        live.id,
        {
          planId: plan.id,
          name: plan.name,
          price: plan.price,
          taxRate: plan.taxRate,
          cycleType: plan.cycleType,
          cycleValue: plan.cycleValue,
        },
        ['active', 'cancel_requested', 'past_due'],
      );
      if (!changed) throw conflict(memberAnswers.notPaid);
      await notifyMember(userId, (to) =>
        mails.planChanged(to, { from: live.name, plan: planMail(plan), appliesFrom: live.nextBillingDate }),
      );
      return answer(userId);
    },

    /**
     * How the next period is paid, from the end of the one already paid: `auto` (a prepaid
     * member's saved card is charged at the end, then every cycle) or `prepaid` (a card member's
     * card is no longer charged; the period paid ends at its end and the next one is paid at a
     * convenience store, with reminders before the end). Nothing is charged now.
     */
    changeRenewal: async (userId: number, renewal: 'auto' | 'prepaid') => {
      const live = await repo.liveSubscription(userId);
      if (!live || !toSubscription(live).isActive) throw badRequest(memberAnswers.notPaid);
      if (live.status !== 'active') throw badRequest(memberAnswers.renewalNotChangeable);
      if (live.renewal === renewal) throw badRequest(memberAnswers.sameRenewal);
      if (renewal === 'prepaid' && !konbini) throw badRequest(shopAnswers.konbiniUnavailable);
      if (renewal === 'auto') {
        const card = await repo.userCard(userId);
        if (!card?.cardReference || !card.isValidCard) throw badRequest(memberAnswers.noCard);
      }
      const changed = await repo.switchRenewal(live, renewal);
      // A store payment or a cancellation got there first: the member sees it and decides again.
      if (!changed) throw conflict(memberAnswers.renewalNotChangeable);
      await notifyMember(userId, (to) =>
        mails.renewalChanged(to, { ...planMail(changed), renewal, periodEnd: changed.end }),
      );
      return answer(userId);
    },

    /** Cancels at period end: benefits last until `end`, then the billing job expires it. */
    unsubscribe: async (
      userId: number,
      body: { reason: string; otherReason?: string | null | undefined },
    ) => {
      const live = await repo.liveSubscription(userId);
      if (!live) throw badRequest(memberAnswers.notPaid);
      const changed = await repo.updateSubscription(
        live.id,
        {
          status: 'cancel_requested',
          nextBillingDate: null,
          unsubscribeReason: body.reason,
          otherReason: body.otherReason ?? null,
        },
        ['active', 'past_due'],
      );
      if (!changed) throw badRequest(memberAnswers.notCancellable);
      await notifyMember(userId, (to) =>
        mails.planCancelled(to, { planName: live.name, validUntil: live.end }),
      );
      return answer(userId);
    },

    withdrawCancellation: async (userId: number) => {
      const live = await repo.liveSubscription(userId);
      if (!live || live.status !== 'cancel_requested' || live.end <= new Date())
        throw badRequest(memberAnswers.notCancelRequested);
      const changed = await repo.updateSubscription(
        live.id,
        {
          status: 'active',
          // A prepaid period is never charged: it still just ends at `end`.
          nextBillingDate: live.renewal === 'prepaid' ? null : live.end,
          unsubscribeReason: null,
          otherReason: null,
        },
        ['cancel_requested'],
      );
      if (!changed) throw badRequest(memberAnswers.notCancelRequested);
      await notifyMember(userId, (to) =>
        mails.cancellationWithdrawn(to, { ...planMail(live), nextBillingDate: live.end }),
      );
      return answer(userId);
    },

    /** Saves a card without a challenge; a card that needs 3-D Secure is sent to the tds flow. */
    registerCard: async (userId: number, cardToken: string) => {
      const registered = await payments.registerCard(cardToken);
      if (registered.status !== 'succeeded') throw badRequest(paymentFailureMessage(registered));
      await db.transaction((tx) =>
        repo.saveCard(tx, userId, {
          cardReference: registered.cardReference,
          maskedCardNumber: registered.maskedCardNumber,
        }),
      );
      return { maskedCardNumber: registered.maskedCardNumber, isValidCard: true };
    },

    startTdsCardAuth: (userId: number, body: CardInput & { cardToken: string }) =>
      startCardCheck(userId, 'credit_card', body),

    confirmTdsCardAuth: async (userId: number, orderId: string) => {
      const attempt = await repo.takeAttempt(userId, ['credit_card'], orderId);
      if (!attempt) {
        const earlier = await repo.findAttempt(userId, orderId);
        const card = await repo.userCard(userId);
        if (earlier?.status === 'completed' && earlier.purpose === 'credit_card' && card?.maskedCardNumber) {
          return { maskedCardNumber: card.maskedCardNumber, isValidCard: card.isValidCard };
        }
        throw badRequest(memberAnswers.tdsUnknown);
      }
      const outcome = await payments.confirmTds(orderId);
      if (outcome.status !== 'succeeded' || !outcome.cardReference) {
        await repo.settleAttempt(
          attempt.id,
          outcome.status === 'failed' && outcome.code === 'tds_not_authenticated' ? 'pending' : 'failed',
        );
        throw badRequest(
          outcome.status === 'succeeded' ? memberAnswers.declined : paymentFailureMessage(outcome),
        );
      }
      await db.transaction((tx) =>
        repo.saveCard(tx, userId, {
          cardReference: outcome.cardReference!,
          maskedCardNumber: outcome.maskedCardNumber,
          tdsOrderId: orderId,
        }),
      );
      return { maskedCardNumber: outcome.maskedCardNumber, isValidCard: true };
    },
  };

  /** A 3-D Secure card check (amount 0): nothing is charged, the card is kept once it passes. */
  async function startCardCheck(
    userId: number,
    purpose: 'credit_card' | 'update_card',
    body: CardInput & { cardToken: string },
  ) {
    const started = await payments.startTds({
      card: { token: body.cardToken },
      amount: 0,
      redirectionUrl: returnUrl(publicUrl, body.redirectionUrl, TDS_RETURN_PATH),
    });
    if ('status' in started) throw badRequest(paymentFailureMessage(started));
    await repo.startAttempt(userId, purpose, started.orderId, {});
    return { authStartUrl: started.authStartUrl, orderId: started.orderId };
  }
};
