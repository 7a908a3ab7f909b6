import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  charges,
  membershipPlans,
  orders,
  sandboxCards,
  subscriptions,
  users,
} from '../src/db/schema/index.ts';
import { runBilling } from '../src/jobs/billing.ts';
import { SANDBOX_TDS_CODE } from '../src/routes/sandbox-challenge-page.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, cardToken, createMember, passChallenge, TEST_CARDS } from './member-helpers.ts';

describe('membership: plans, purchase, 3-D Secure, cancellation, cards, billing', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  const DAY = 24 * 60 * 60 * 1000;
  const subscriptionOf = async (userId: number) =>
    (await t.db.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
  });
  afterAll(() => t.close());

  it('lists only the plans on display, tax-excluded prices as stored', async () => {
    const res = await api.get('membership-plans');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((plan: { isDisplayed: boolean }) => plan.isDisplayed)).toBe(true);
    expect(res.json().data[0]).toMatchObject({ id: 1, price: 500, cycleType: 'month' });
  });

  it('answers a plan that is not on display with 404, as the list hides it', async () => {
    const [hidden] = await t.db.db
      .insert(membershipPlans)
      .values({ companyId: 3, name: '非公開プラン', price: 900, cycleType: 'month', isDisplayed: false })
      .returning();
    const shown = await api.get('membership-plans/1');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: 1, isDisplayed: true });
    const res = await api.get(`membership-plans/${hidden!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/u);
    const list = (await api.get('membership-plans?limit=100')).json().data as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(hidden!.id);
  });

  it('buys a plan with a new card once, however often the request is retried', async () => {
    const member = await createMember(t);
    const body = {
      paymentMethod: 'credit_card',
      memberShipPlanId: 1,
      cardToken: await cardToken(t),
      idempotencyKey: 'membership-key-1',
    };
    const first = await api.post('users/memberships/purchase', body, member.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().subscription).toMatchObject({
      status: 'active',
      isActive: true,
      planId: 1,
      billingCount: 1,
      price: 500,
    });
    expect(first.json().user).toMatchObject({
      isPaidMember: true,
      maskedCardNumber: '411111********11',
      isValidCard: true,
    });
    expect(first.json().user.subscription.id).toBe(first.json().subscription.id);

    const retry = await api.post('users/memberships/purchase', body, member.token);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().subscription.id).toBe(first.json().subscription.id);
    const [charged] = await t.db.db
      .select({ n: count() })
      .from(charges)
      .where(eq(charges.idempotencyKey, `${member.id}:membership:membership-key-1`));
    expect(charged?.n).toBe(1);
    const memberOrders = await t.db.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(memberOrders).toHaveLength(1);
    // 500 yen + 10 % tax, no initial fee.
    expect(memberOrders[0]).toMatchObject({
      orderType: 'membership',
      status: 'paid',
      finalPrice: 550,
      subscriptionId: first.json().subscription.id,
    });

    const again = await api.post(
      'users/memberships/purchase',
      { ...body, idempotencyKey: 'membership-key-2', cardToken: undefined },
      member.token,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'すでに有料会員です。プランの変更はマイページから行えます。' });
  });

  it('refuses bad input, unknown plans and declined cards without writing anything', async () => {
    const member = await createMember(t);
    const bad = await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 'x' },
      member.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[ぁ-んァ-ン一-龯]/u);
    const unknown = await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 999 },
      member.token,
    );
    expect(unknown.json()).toEqual({ message: '会員プランが見つかりませんでした。' });
    const noCard = await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 1 },
      member.token,
    );
    expect(noCard.json()).toEqual({ message: 'カード情報を入力してください。' });
    const declined = await api.post(
      'users/memberships/purchase',
      {
        paymentMethod: 'credit_card',
        memberShipPlanId: 1,
        cardToken: await cardToken(t, TEST_CARDS.decline),
      },
      member.token,
    );
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toContain('承認されませんでした');
    expect(await subscriptionOf(member.id)).toBeUndefined();
    const me = await t.db.db.select().from(users).where(eq(users.id, member.id));
    expect(me[0]).toMatchObject({ isValidCard: false, maskedCardNumber: null });
    expect(
      (await api.post('users/memberships/purchase', { paymentMethod: 'credit_card', memberShipPlanId: 1 }))
        .statusCode,
    ).toBe(401);
  });

  it('buys a plan through the 3-D Secure challenge and confirms it once', async () => {
    const member = await createMember(t);
    const start = await api.post(
      'users/tds/subscription',
      {
        paymentMethod: 'credit_card',
        memberShipPlanId: 2,
        cardToken: await cardToken(t, TEST_CARDS.tds),
        redirectionUrl: 'https://evil.example/steal',
      },
      member.token,
    );
    expect(start.statusCode).toBe(200);
    const { orderId, authStartUrl } = start.json();
    // Confirming before the challenge fails but leaves the flow open.
    const early = await api.post('users/tds/subscription/confirm', { orderId }, member.token);
    expect(early.json()).toEqual({ message: '本人認証（3-Dセキュア）が完了していません。' });
    const challenge = await passChallenge(t, authStartUrl, SANDBOX_TDS_CODE);
    expect(challenge.statusCode).toBe(303);
    // A foreign return address is never used: the challenge comes back to our own site.
    expect(challenge.headers.location).toMatch(/^http:\/\/localhost:3000\/mypage\?orderId=/);
    const other = await createMember(t);
    expect((await api.post('users/tds/subscription/confirm', { orderId }, other.token)).statusCode).toBe(400);
    const done = await api.post('users/tds/subscription/confirm', { orderId }, member.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().subscription).toMatchObject({ planId: 2, cycleType: 'year', status: 'active' });
    expect(done.json().user).toMatchObject({
      isPaidMember: true,
      isTDS: true,
      TDSMiecruId: orderId,
      maskedCardNumber: '400000********20',
    });
    const reload = await api.post('users/tds/subscription/confirm', { orderId }, member.token);
    expect(reload.json().subscription.id).toBe(done.json().subscription.id);
    expect(
      await t.db.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
    ).toHaveLength(1);
  });

  it('cancels at period end, keeps benefits meanwhile, and withdraws the cancellation', async () => {
    const member = await createMember(t);
    await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 1, cardToken: await cardToken(t) },
      member.token,
    );
    expect((await api.post('users/unsubscribe', { reason: '' }, member.token)).statusCode).toBe(400);
    const cancelled = await api.post(
      'users/unsubscribe',
      { reason: '金額', otherReason: 'また戻ります' },
      member.token,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancel_requested',
      isActive: true,
      nextBillingDate: null,
    });
    expect(cancelled.json().user.isPaidMember).toBe(true);
    expect(await subscriptionOf(member.id)).toMatchObject({
      unsubscribeReason: '金額',
      otherReason: 'また戻ります',
    });
    expect((await api.post('users/unsubscribe', { reason: '金額' }, member.token)).statusCode).toBe(400);

    const back = await api.post('users/subscription-requests', {}, member.token);
    expect(back.json().subscription).toMatchObject({ status: 'active', isActive: true });
    expect(back.json().subscription.nextBillingDate).toBe(back.json().subscription.end);
    expect((await api.post('users/subscription-requests', {}, member.token)).json()).toEqual({
      message: '退会手続き中の会員のみ取り消しできます。',
    });
  });

  it('changes plan from the next billing date, refusing the same plan', async () => {
    const member = await createMember(t);
    expect(
      (await api.patch('users/memberships/update-plan', { membershipPlanId: 2 }, member.token)).json(),
    ).toEqual({ message: '有料会員ではありません。' });
    await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 1, cardToken: await cardToken(t) },
      member.token,
    );
    expect(
      (await api.patch('users/memberships/update-plan', { membershipPlanId: 1 }, member.token)).json(),
    ).toEqual({ message: '現在ご利用中のプランです。' });
    const changed = await api.patch('users/memberships/update-plan', { membershipPlanId: 2 }, member.token);
    expect(changed.json().subscription).toMatchObject({
      planId: 2,
      price: 5000,
      cycleType: 'year',
      billingCount: 1,
    });
  });

  it('saves a card directly, or through 3-D Secure when the card needs it', async () => {
    const member = await createMember(t);
    const saved = await api.post('users/credit-cards', { cardToken: await cardToken(t) }, member.token);
    expect(saved.json()).toEqual({ maskedCardNumber: '411111********11', isValidCard: true });
    const needsTds = await api.post(
      'users/credit-cards',
      { cardToken: await cardToken(t, TEST_CARDS.tds) },
      member.token,
    );
    expect(needsTds.json()).toEqual({ message: 'このカードは本人認証（3-Dセキュア）が必要です。' });
    const used = await api.post('users/credit-cards', { cardToken: 'not-a-token' }, member.token);
    expect(used.json().message).toContain('有効期限が切れました');

    const start = await api.post(
      'users/tds/credit_card/auth',
      { cardToken: await cardToken(t, TEST_CARDS.tds) },
      member.token,
    );
    await passChallenge(t, start.json().authStartUrl, SANDBOX_TDS_CODE);
    const confirmed = await api.post(
      'users/tds/credit_card/auth/confirm',
      { orderId: start.json().orderId },
      member.token,
    );
    expect(confirmed.json()).toEqual({ maskedCardNumber: '400000********20', isValidCard: true });
    const [row] = await t.db.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ isTDS: true, maskedCardNumber: '400000********20' });
  });

  it('replaces the subscription card through 3-D Secure and resets the retry count', async () => {
    const member = await createMember(t);
    await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 1, cardToken: await cardToken(t) },
      member.token,
    );
    await t.db.db
      .update(subscriptions)
      .set({ retryBillingCount: 2, status: 'past_due' })
      .where(eq(subscriptions.userId, member.id));
    const start = await api.post(
      'users/tds/update-card-subscription',
      { cardToken: await cardToken(t, TEST_CARDS.tds) },
      member.token,
    );
    await passChallenge(t, start.json().authStartUrl, SANDBOX_TDS_CODE);
    const done = await api.post(
      'users/tds/subscription/confirm',
      { orderId: start.json().orderId },
      member.token,
    );
    expect(done.json().subscription.retryBillingCount).toBe(0);
    expect(done.json().user.maskedCardNumber).toBe('400000********20');
  });

  it('renews due subscriptions, retries failed renewals and ends them after three failures', async () => {
    const good = await createMember(t);
    const bad = await createMember(t);
    const leaving = await createMember(t);
    for (const m of [good, bad, leaving]) {
      await api.post(
        'users/memberships/purchase',
        { paymentMethod: 'credit_card', memberShipPlanId: 1, cardToken: await cardToken(t) },
        m.token,
      );
    }
    await api.post('users/unsubscribe', { reason: '引っ越し' }, leaving.token);
    await t.db.db
      .insert(sandboxCards)
      .values({ reference: 'card_declines', maskedCardNumber: '400000********02', outcome: 'decline' });
    await t.db.db.update(users).set({ cardReference: 'card_declines' }).where(eq(users.id, bad.id));
    const goodBefore = (await subscriptionOf(good.id))!;

    let now = new Date(goodBefore.end.getTime() + 60_000);
    await runBilling(t.db.db, t.app.payments, now);
    const renewed = (await subscriptionOf(good.id))!;
    expect(renewed).toMatchObject({ status: 'active', billingCount: 2, retryBillingCount: 0 });
    expect(renewed.end.getTime()).toBeGreaterThan(goodBefore.end.getTime());
    expect(
      await t.db.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, good.id), eq(orders.orderType, 'membership'))),
    ).toHaveLength(2);
    expect((await subscriptionOf(leaving.id))!.status).toBe('expired');
    expect((await subscriptionOf(bad.id))!).toMatchObject({ status: 'past_due', retryBillingCount: 1 });

    // Running twice at the same moment never charges twice.
    await runBilling(t.db.db, t.app.payments, now);
    expect((await subscriptionOf(good.id))!.billingCount).toBe(2);

    for (const retry of [2, 3]) {
      now = new Date(now.getTime() + DAY + 60_000);
      await runBilling(t.db.db, t.app.payments, now);
      expect((await subscriptionOf(bad.id))!.retryBillingCount).toBe(retry);
    }
    expect((await subscriptionOf(bad.id))!.status).toBe('expired');
    const signedIn = await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 1, cardToken: await cardToken(t) },
      bad.token,
    );
    // An expired member may buy again.
    expect(signedIn.statusCode).toBe(200);
  });
});
