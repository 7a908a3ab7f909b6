import { memberAnswers, shopAnswers } from '@fanclub/domain/answers';
import type { membershipKonbiniBody } from '@fanclub/domain/contract';
import type { z } from 'zod';
import type { MembershipPlan, Order, Subscription, User } from '@fanclub/domain/contract';
import { membershipFees } from '@fanclub/domain';
import { COMPANY_ID, makeOrder, MEMBERSHIP_MONTHLY_POINT } from '@fanclub/fixtures';
import { db, findUser, mockNow, nextRowId, saveUser } from '../db.ts';
import { fail, handle } from './handle.ts';
import { mockSlip } from './orders.ts';
import { confirmTds, once, saveCard, settle, startTds, takeCard, type TakenCard } from './payments.ts';

const planOf = (id: number): MembershipPlan =>
  db.content.membershipPlans.find((plan) => plan.id === id && plan.isDisplayed) ??
  fail(400, memberAnswers.planNotFound);

/** One billing cycle after `iso` (month or year), in the same JST time of day. */
function addCycle(iso: string, plan: Pick<MembershipPlan, 'cycleType' | 'cycleValue'>): string {
  const date = new Date(iso);
  if (plan.cycleType === 'month') date.setUTCMonth(date.getUTCMonth() + plan.cycleValue);
  else date.setUTCFullYear(date.getUTCFullYear() + plan.cycleValue);
  return date.toISOString();
}

const allSubscriptions = () =>
  [...db.users.values()].flatMap((entry) => (entry.user.subscription ? [entry.user.subscription] : []));

/** Starts `plan` for the member with `card` (already charged) and records the plan's order. */
export function subscribe(userId: number, plan: MembershipPlan, card: TakenCard) {
  const user = findUser(userId)!;
  if (user.subscription?.isActive) fail(400, memberAnswers.alreadyPaid);
  const now = mockNow();
  const subscription: Subscription = {
    id: nextRowId(allSubscriptions()),
    name: plan.name,
    price: plan.price,
    initialFee: plan.initialFee,
    taxRate: plan.taxRate,
    cycleType: plan.cycleType,
    cycleValue: plan.cycleValue,
    billingCount: 1,
    retryBillingCount: 0,
    status: 'active',
    renewal: 'auto',
    isActive: true,
    userId,
    planId: plan.id,
    start: now,
    end: null,
    lastBillingDate: now,
    nextBillingDate: addCycle(now, plan),
    bannedAt: null,
    bannedReason: null,
  };
  const amount = membershipFees(plan).firstCharge;
  const order: Order = makeOrder({
    id: nextRowId(db.orders),
    companyID: COMPANY_ID,
    userID: userId,
    orderType: 'membership',
    status: 'paid',
    deliveryCost: 0,
    finalPrice: amount,
    totalProductPrice: amount,
    paymentMethod: 'credit_card',
    maskedCardNumber: card.maskedCardNumber,
    paymentFee: 0,
    konbini: null,
    items: [
      {
        sku: 0,
        name: `${plan.name} 会費`,
        price: amount,
        attributes: [],
        count: 1,
        note: null,
        taxRate: plan.taxRate,
      },
    ],
    subscriptionId: subscription.id,
    deliveryMethod: null,
    delivery: null,
    createdAt: now,
  });
  db.orders.push(order);
  // The plan's voting points come with its payment, as on the server.
  const months = plan.cycleValue * (plan.cycleType === 'year' ? 12 : 1);
  const votingPoint = user.votingPoint + MEMBERSHIP_MONTHLY_POINT * months;
  const saved = saveUser({ ...saveCard(user, card), isPaidMember: true, subscription, votingPoint });
  return { subscription, user: saved };
}

/** Applies a change to the member's subscription and answers the contract's `{ subscription, user }`. */
function changeSubscription(user: User, change: (subscription: Subscription) => Subscription) {
  if (!user.subscription) return fail(400, memberAnswers.notPaid);
  const subscription = change(user.subscription);
  const saved = saveUser({ ...user, subscription, isPaidMember: subscription.isActive });
  return { subscription, user: saved };
}

/**
 * One prepaid period of a plan paid at a convenience store, as the server answers it: an order
 * waiting for the store payment with its slip (the period is added once the store payment is
 * notified, which the mock world does not play). The first period of a member with no live plan
 * includes the initial fee.
 */
function purchaseByKonbini(user: User, body: z.output<typeof membershipKonbiniBody>) {
  const konbini = db.paymentOptions.konbini;
  if (!konbini) return fail(400, shopAnswers.konbiniUnavailable);
  if ((body.paymentFee ?? 0) !== konbini.fee) fail(400, shopAnswers.konbiniFeeChanged);
  const plan = planOf(body.memberShipPlanId);
  const fees = membershipFees(plan);
  const price = user.subscription?.isActive ? fees.recurring : fees.firstCharge;
  if (body.price !== price) fail(400, memberAnswers.planPriceChanged);
  const slip = mockSlip(body.konbiniStore, konbini.deadlineDays);
  const order: Order = makeOrder({
    id: nextRowId(db.orders),
    companyID: COMPANY_ID,
    userID: user.id,
    orderType: 'membership',
    status: 'pending_payment',
    deliveryCost: 0,
    finalPrice: price + konbini.fee,
    totalProductPrice: price,
    paymentMethod: 'konbini',
    maskedCardNumber: null,
    paymentFee: konbini.fee,
    konbini: slip,
    items: [
      {
        sku: 0,
        name: `${plan.name} 会費`,
        price,
        attributes: [],
        count: 1,
        note: null,
        taxRate: plan.taxRate,
      },
    ],
    subscriptionId: null,
    deliveryMethod: null,
    delivery: null,
    createdAt: mockNow(),
  });
  db.orders.push(order);
  return {
    orderNumber: order.orderNumber,
    memberShipPlanId: plan.id,
    planName: plan.name,
    cycleType: plan.cycleType,
    cycleValue: plan.cycleValue,
    price: order.finalPrice,
    paymentFee: konbini.fee,
    konbini: slip,
  };
}

export const membershipHandlers = {
  purchaseMembershipKonbini: handle('purchaseMembershipKonbini', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => purchaseByKonbini(user!, body)),
  ),
  purchaseMembership: handle('purchaseMembership', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => {
      const plan = planOf(body.memberShipPlanId);
      if (user!.subscription?.isActive) fail(400, memberAnswers.alreadyPaid);
      const card = takeCard(user!, body);
      settle(card, { authenticated: false });
      return subscribe(user!.id, plan, card);
    }),
  ),
  startTdsSubscription: handle('startTdsSubscription', ({ user, body }) =>
    once(user!.id, body.idempotencyKey, () => {
      const plan = planOf(body.memberShipPlanId);
      if (user!.subscription?.isActive) fail(400, memberAnswers.alreadyPaid);
      const card = takeCard(user!, body);
      return startTds(user!.id, 'subscription', body.redirectionUrl, () => {
        settle(card, { authenticated: true });
        return subscribe(user!.id, plan, card);
      });
    }),
  ),
  confirmTdsSubscription: handle(
    'confirmTdsSubscription',
    ({ user, body }) =>
      confirmTds(user!.id, 'subscription', body.orderId) as { subscription: Subscription; user: User },
  ),
  startTdsUpdateCardSubscription: handle('startTdsUpdateCardSubscription', ({ user, body }) => {
    if (!user!.subscription) fail(400, memberAnswers.notPaid);
    const card = takeCard(user!, body, { requireNew: true });
    return startTds(user!.id, 'subscription', body.redirectionUrl, () => {
      settle(card, { authenticated: true });
      const current = findUser(user!.id)!;
      return changeSubscription(saveUser(saveCard(current, card)), (subscription) => ({
        ...subscription,
        retryBillingCount: 0,
      }));
    });
  }),
  updatePlan: handle('updatePlan', ({ user, body }) => {
    const plan = planOf(body.membershipPlanId);
    return changeSubscription(user!, (subscription) => {
      if (!subscription.isActive) fail(400, memberAnswers.notPaid);
      if (subscription.planId === plan.id) fail(400, memberAnswers.samePlan);
      // The new plan applies from the next billing date; the current period is already paid.
      return {
        ...subscription,
        planId: plan.id,
        name: plan.name,
        price: plan.price,
        taxRate: plan.taxRate,
        cycleType: plan.cycleType,
        cycleValue: plan.cycleValue,
      };
    });
  }),
  changeMembershipRenewal: handle('changeMembershipRenewal', ({ user, body }) =>
    changeSubscription(user!, (subscription) => {
      if (!subscription.isActive) fail(400, memberAnswers.notPaid);
      if (subscription.status !== 'active') fail(400, memberAnswers.renewalNotChangeable);
      if (subscription.renewal === body.renewal) fail(400, memberAnswers.sameRenewal);
      if (body.renewal === 'auto') {
        if (!user!.isValidCard) fail(400, memberAnswers.noCard);
        // The card is charged at the end of the period already paid.
        return { ...subscription, renewal: 'auto', nextBillingDate: subscription.end, retryBillingCount: 0 };
      }
      if (!db.paymentOptions.konbini) fail(400, shopAnswers.konbiniUnavailable);
      // The card period already paid ends as it would have renewed; nothing more is charged.
      return {
        ...subscription,
        renewal: 'prepaid',
        end: subscription.nextBillingDate ?? subscription.end,
        nextBillingDate: null,
      };
    }),
  ),
  unsubscribe: handle('unsubscribe', ({ user }) =>
    changeSubscription(user!, (subscription) => {
      if (subscription.status !== 'active' && subscription.status !== 'past_due')
        fail(400, memberAnswers.notPaid);
      // Paid members keep their benefits to the end of the period they paid for.
      return {
        ...subscription,
        status: 'cancel_requested',
        end: subscription.nextBillingDate,
        nextBillingDate: null,
      };
    }),
  ),
  cancelSubscriptionRequest: handle('cancelSubscriptionRequest', ({ user }) =>
    changeSubscription(user!, (subscription) => {
      if (subscription.status !== 'cancel_requested') fail(400, memberAnswers.notCancelRequested);
      const plan = { cycleType: subscription.cycleType, cycleValue: subscription.cycleValue };
      return {
        ...subscription,
        status: 'active',
        end: null,
        nextBillingDate: subscription.end ?? addCycle(mockNow(), plan),
      };
    }),
  ),
  registerCreditCard: handle('registerCreditCard', ({ user, body }) => {
    const card = takeCard(user!, body, { requireNew: true });
    settle(card, { authenticated: false });
    saveUser(saveCard(user!, card));
    return { maskedCardNumber: card.maskedCardNumber, isValidCard: true };
  }),
  startTdsCardAuth: handle('startTdsCardAuth', ({ user, body }) => {
    const card = takeCard(user!, body, { requireNew: true });
    return startTds(user!.id, 'card', body.redirectionUrl, () => {
      settle(card, { authenticated: true });
      saveUser({ ...saveCard(findUser(user!.id)!, card), isTDS: true });
      return { maskedCardNumber: card.maskedCardNumber, isValidCard: true };
    });
  }),
  confirmTdsCardAuth: handle(
    'confirmTdsCardAuth',
    ({ user, body }) =>
      confirmTds(user!.id, 'card', body.orderId) as { maskedCardNumber: string; isValidCard: boolean },
  ),
};
