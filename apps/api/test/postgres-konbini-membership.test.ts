import { membershipFees } from '@fanclub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { konbiniPayments, membershipPlans, orders, subscriptions, users } from '../src/db/schema/index.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { runBilling } from '../src/jobs/billing.ts';
import { runPrepaidReminders } from '../src/jobs/prepaid-reminders.ts';
import { addCycle } from '../src/lib/dates.ts';
import type { Mail } from '../src/mail/mailer.ts';
import { createPost } from '../src/mail/post.ts';
import type { PaymentProvider } from '../src/payments/provider.ts';
import type { SandboxKonbini } from '../src/payments/sandbox-konbini.ts';
import { adminRequest, headers, operatorTokens, type TestApp } from './helpers.ts';
import { freshPostgres, TEST_DATABASE_URL } from './postgres-helpers.ts';
import { cardToken, signIn } from './shop-helpers.ts';
import { konbiniLetter } from '../src/mail/notices.ts';

/**
 * A prepaid membership period paid at a convenience store, on a real PostgreSQL server: the paid
 * notification adds exactly one period from the current end however many arrive at once, an
 * expired slip grants nothing, the billing job never charges a prepaid subscription, and the
 * end-of-period reminders go out once each.
 */
describe.skipIf(!TEST_DATABASE_URL)('membership by konbini on PostgreSQL (TEST_DATABASE_URL)', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let handle: DbHandle;
  let app: App;
  let sandbox: SandboxKonbini;
  let annual: typeof membershipPlans.$inferSelect;
  const sent: Mail[] = [];
  /** What the app itself mails (the renewal changes). */
  const appMails: Mail[] = [];

  const notify = (n: { body: string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/webhooks/konbini', headers: n.headers, payload: n.body });
  const event = (type: string, paymentId: string, id: string) => ({
    id,
    type,
    resource: 'event',
    data: { id: paymentId },
    created_at: new Date().toISOString(),
  });
  const userIdOf = async (email: string) =>
    (await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const liveOf = async (userId: number) =>
    (
      await handle.db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, ['active', 'cancel_requested', 'past_due']),
          ),
        )
    )[0] ?? null;
  const buy = async (token: string, price: number, key: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/memberships/purchase/konbini',
      headers: headers(token),
      payload: {
        memberShipPlanId: annual.id,
        price,
        konbiniStore: 'lawson',
        paymentFee: app.config.konbini.fee,
        idempotencyKey: key,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { orderNumber: string; konbini: { receiptNumber: string; state: string } };
    const [order] = await handle.db.select().from(orders).where(eq(orders.orderNumber, body.orderNumber));
    const [slip] = await handle.db
      .select()
      .from(konbiniPayments)
      .where(eq(konbiniPayments.orderId, order!.id));
    return { body, order: order!, slip: slip! };
  };

  beforeAll(async () => {
    pg = await freshPostgres();
    handle = pg.handle;
    await seedDemoData(handle.db, 3);
    app = await buildApp({
      config: testConfig(),
      db: handle,
      mailer: { send: async (mail) => void appMails.push(mail), close: async () => undefined },
    });
    await app.ready();
    sandbox = app.konbini as SandboxKonbini;
    annual = (
      await handle.db.select().from(membershipPlans).where(eq(membershipPlans.cycleType, 'year'))
    )[0]!;
  });
  afterAll(async () => {
    await app?.close();
    await pg?.drop();
  });

  it('starts a free member on a prepaid year once, whatever the number of paid notifications', async () => {
    const token = await signIn(app, 'free@example.jp');
    const userId = await userIdOf('free@example.jp');
    expect(await liveOf(userId)).toBeNull();
    const price = membershipFees(annual).firstCharge;
    const { body, order, slip } = await buy(token, price, 'free-annual');
    expect(body.konbini.state).toBe('pending');
    expect(order.status).toBe('pending_payment');
    expect(order.finalPrice).toBe(price + app.config.konbini.fee);
    expect(slip.membershipPlanId).toBe(annual.id);
    // Nothing before the payment.
    expect(await liveOf(userId)).toBeNull();
    // The same request again answers the same order.
    expect((await buy(token, price, 'free-annual')).order.id).toBe(order.id);

    const before = Date.now();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        notify(sandbox.sign(event('payment.captured', slip.providerPaymentId, `evt_plan_${i}`))),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200 && r.json().outcome === 'applied')).toHaveLength(1);
    const live = (await liveOf(userId))!;
    expect(live.renewal).toBe('prepaid');
    expect(live.nextBillingDate).toBeNull();
    const yearFromStart = addCycle(live.start, 'year', 1);
    expect(live.end.getTime()).toBe(yearFromStart.getTime());
    expect(live.start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [paid] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.status).toBe('paid');
    expect(paid!.subscriptionId).toBe(live.id);

    // The slip and the confirmation name the plan, its period and that it does not renew.
    const slipMail = (await konbiniLetter(
      { db: handle.db, publicUrl: 'http://localhost' },
      'slip',
      userId,
      order.id,
    ))!;
    expect(JSON.stringify(slipMail.body)).toContain(`「${annual.name}」の会員期間（1年分）`);
    const paidMail = (await konbiniLetter(
      { db: handle.db, publicUrl: 'http://localhost' },
      'paid',
      userId,
      order.id,
    ))!;
    expect(paidMail.subject).toBe(
      `「${annual.name}」のご入金を確認しました（注文番号 ${order.orderNumber}）`,
    );
    const text = JSON.stringify(paidMail.body);
    expect(text).toContain('自動更新されません');
    expect(text).toContain('ご利用期限');
    expect(text).not.toContain('商品をお届けします');
    expect(paidMail.body).toContainEqual({ link: 'http://localhost/my-account', label: 'マイページを見る' });

    // The console finds the member by the slip's number, paid by konbini, the slip 入金済み.
    const asTest = { app } as unknown as TestApp;
    const { support } = await operatorTokens(asTest);
    const found = await adminRequest(asTest, 'GET', `members?q=${slip.receiptNumber}`, support);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({
      email: 'free@example.jp',
      renewal: 'prepaid',
      membershipSlip: { orderNumber: order.orderNumber, receiptNumber: slip.receiptNumber, state: 'paid' },
    });
    expect(new Date(found.json().data[0].membershipSlip.deadline).getTime()).toBe(slip.deadline.getTime());
    const detail = await adminRequest(asTest, 'GET', `members/${userId}`, support);
    expect(detail.json().subscriptions[0]).toMatchObject({ renewal: 'prepaid' });
  });

  it('extends a prepaid member from the current end, exactly once under 10 concurrent notifications', async () => {
    const token = await signIn(app, 'free@example.jp');
    const userId = await userIdOf('free@example.jp');
    const current = (await liveOf(userId))!;
    const { slip } = await buy(token, membershipFees(annual).recurring, 'free-annual-2');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        notify(sandbox.sign(event('payment.captured', slip.providerPaymentId, `evt_ext_${i}`))),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200 && r.json().outcome === 'applied')).toHaveLength(1);
    const extended = (await liveOf(userId))!;
    expect(extended.id).toBe(current.id);
    expect(extended.end.getTime()).toBe(addCycle(current.end, 'year', 1).getTime());
    expect(extended.billingCount).toBe(current.billingCount + 1);
  });

  it('grants nothing for an expired slip, even when a payment is notified afterwards', async () => {
    const token = await signIn(app, 'free@example.jp');
    const userId = await userIdOf('free@example.jp');
    const current = (await liveOf(userId))!;
    const { order, slip } = await buy(token, membershipFees(annual).recurring, 'free-annual-expired');
    expect(
      (await notify(sandbox.sign(event('payment.expired', slip.providerPaymentId, 'evt_exp')))).json(),
    ).toMatchObject({ outcome: 'applied' });
    await notify(sandbox.sign(event('payment.captured', slip.providerPaymentId, 'evt_late')));
    const after = (await liveOf(userId))!;
    expect(after.end.getTime()).toBe(current.end.getTime());
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
    expect(row!.subscriptionId).toBeNull();
  });

  it('never charges a prepaid subscription: the billing job ends it at its end date', async () => {
    const userId = await userIdOf('free@example.jp');
    const live = (await liveOf(userId))!;
    // Other members' renewals (the seeded paid member's) may be charged; this one's never.
    const charges: unknown[] = [];
    const payments = {
      ...app.payments,
      charge: async (input: Parameters<PaymentProvider['charge']>[0]) => {
        if (input.orderId.startsWith(`renewal:${live.id}:`)) charges.push(input);
        return app.payments.charge(input);
      },
    } as PaymentProvider;
    // A day before the end: nothing is due.
    await runBilling(handle.db, payments, new Date(live.end.getTime() - 24 * 60 * 60 * 1000));
    expect(charges).toHaveLength(0);
    expect((await liveOf(userId))!.status).toBe('active');
    // At the end: it expires, uncharged.
    const summary = await runBilling(handle.db, payments, new Date(live.end.getTime() + 1000));
    expect(charges).toHaveLength(0);
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await liveOf(userId)).toBeNull();
    // Put back for the reminders below.
    await handle.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, live.id));
  });

  it('sends the 14-day and the 3-day reminders once each before a prepaid period ends', async () => {
    const userId = await userIdOf('free@example.jp');
    const live = (await liveOf(userId))!;
    const post = createPost({
      db: handle.db,
      companyId: 3,
      mailer: { send: async (mail) => void sent.push(mail), close: async () => undefined },
      publicUrl: 'http://localhost',
      mailFrom: undefined,
      log: { error: () => undefined },
    });
    const at = (daysBefore: number) => new Date(live.end.getTime() - daysBefore * 24 * 60 * 60 * 1000);
    const remind = (now: Date) => runPrepaidReminders(handle.db, 3, post, 'http://localhost', now);
    const mine = () => sent.filter((m) => m.subject.includes('有料会員の期限が近づいています'));

    expect((await remind(at(20))).reminded).toBe(0);
    await Promise.all([remind(at(13.5)), remind(at(13.5)), remind(at(13.4))]);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.subject).toContain('あと14日');
    await remind(at(10));
    expect(mine()).toHaveLength(1);
    await Promise.all([remind(at(2.5)), remind(at(2.5))]);
    expect(mine()).toHaveLength(2);
    expect(mine()[1]!.subject).toContain('あと3日');
    await remind(at(1));
    expect(mine()).toHaveLength(2);
  });
  it('switches a prepaid member to the card from the end of the paid period, and back', async () => {
    const token = await signIn(app, 'free@example.jp');
    const userId = await userIdOf('free@example.jp');
    const before = (await liveOf(userId))!;
    expect(before.renewal).toBe('prepaid');
    const change = (renewal: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/users/memberships/renewal',
        headers: headers(token),
        payload: { renewal },
      });
    // No card yet: refused, nothing changes.
    await handle.db
      .update(users)
      .set({ isValidCard: false, cardReference: null })
      .where(eq(users.id, userId));
    const noCard = await change('auto');
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().message).toBe('カード情報を入力してください。');
    expect((await liveOf(userId))!.renewal).toBe('prepaid');
    expect((await change('prepaid')).statusCode).toBe(400);
    expect((await change('monthly')).statusCode).toBe(400);

    const card = await app.inject({
      method: 'POST',
      url: '/api/v1/users/credit-cards',
      headers: headers(token),
      payload: { cardToken: await cardToken(app) },
    });
    expect(card.statusCode, card.body).toBe(200);
    const auto = await change('auto');
    expect(auto.statusCode, auto.body).toBe(200);
    expect(auto.json().subscription).toMatchObject({ renewal: 'auto' });
    const switched = (await liveOf(userId))!;
    expect(switched.renewal).toBe('auto');
    // Nothing is charged now: the card pays from the end of the period already paid.
    expect(switched.end.getTime()).toBe(before.end.getTime());
    expect(switched.nextBillingDate!.getTime()).toBe(before.end.getTime());
    expect(appMails.some((m) => m.subject.includes('カード払い（自動更新）に変更しました'))).toBe(true);

    // At the end the billing job charges the card and the period goes on.
    const charges: string[] = [];
    const payments = {
      ...app.payments,
      charge: async (input: Parameters<PaymentProvider['charge']>[0]) => {
        if (input.orderId.startsWith(`renewal:${switched.id}:`)) charges.push(input.orderId);
        return app.payments.charge(input);
      },
    } as PaymentProvider;
    await runBilling(handle.db, payments, new Date(before.end.getTime()));
    expect(charges).toHaveLength(1);
    const renewed = (await liveOf(userId))!;
    expect(renewed.status).toBe('active');
    expect(renewed.end.getTime()).toBe(addCycle(before.end, 'year', 1).getTime());

    // And back: the card is no longer charged, the period paid ends at its end.
    const prepaid = await change('prepaid');
    expect(prepaid.statusCode, prepaid.body).toBe(200);
    const back = (await liveOf(userId))!;
    expect(back.renewal).toBe('prepaid');
    expect(back.nextBillingDate).toBeNull();
    expect(back.end.getTime()).toBe(renewed.end.getTime());
    expect(appMails.some((m) => m.subject.includes('コンビニ払いに変更しました'))).toBe(true);
    charges.length = 0;
    await runBilling(handle.db, payments, new Date(back.end.getTime() + 1000));
    expect(charges).toHaveLength(0);
    expect(await liveOf(userId)).toBeNull();
  });

  it('switches a card member to konbini from the next renewal without charging them', async () => {
    const token = await signIn(app, 'paid@example.jp');
    const userId = await userIdOf('paid@example.jp');
    const live = (await liveOf(userId))!;
    expect(live.renewal).toBe('auto');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/memberships/renewal',
      headers: headers(token),
      payload: { renewal: 'prepaid' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await liveOf(userId))!;
    expect(after.renewal).toBe('prepaid');
    expect(after.nextBillingDate).toBeNull();
    expect(after.end.getTime()).toBe(live.end.getTime());
    expect(res.json().user.isPaidMember).toBe(true);
  });
});
