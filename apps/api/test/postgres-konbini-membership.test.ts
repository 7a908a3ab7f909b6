import { membershipFees } from '@fanclub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { konbiniPayments, membershipPlans, orders, subscriptions, users } from '../src/db/schema.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { runBilling } from '../src/jobs/billing.ts';
import { runPrepaidReminders } from '../src/jobs/prepaid-reminders.ts';
import { addCycle } from '../src/lib/dates.ts';
import type { Mail } from '../src/mail/mailer.ts';
import { createPost } from '../src/mail/post.ts';
import type { PaymentProvider } from '../src/payments/provider.ts';
import type { SandboxKonbini } from '../src/payments/sandbox-konbini.ts';
import { headers } from './helpers.ts';
import { freshPostgres, TEST_DATABASE_URL } from './postgres-helpers.ts';
import { signIn } from './shop-helpers.ts';

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
    app = await buildApp({ config: testConfig(), db: handle });
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
});
