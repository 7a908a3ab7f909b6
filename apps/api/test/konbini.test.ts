import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { konbiniNotifications, konbiniPayments, orders, productSkus } from '../src/db/schema/index.ts';
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from '../src/payments/konbini.ts';
import type { SandboxKonbini } from '../src/payments/sandbox-konbini.ts';
import { konbiniOrdersFor } from '../src/shop/konbini-orders.ts';
import { runKonbiniJob } from '../src/jobs/konbini-expiry.ts';
import {
  adminRequest,
  createTestApp,
  drainOutbox,
  headers,
  operatorTokens,
  type TestApp,
} from './helpers.ts';
import { orderBody, signIn, skuOf } from './shop-helpers.ts';

const mug = skuOf('ロゴマグカップ');
const FEE = 220;

describe('konbini payments: slips, signed notifications, expiry', () => {
  let t: TestApp;
  let token: string;
  let sandbox: SandboxKonbini;

  const order = (extra: Record<string, unknown> = {}, count = 1) => {
    const body = orderBody([{ sku: mug, count }], { paymentMethod: 'konbini', ...extra });
    const fee = (extra.paymentFee as number | undefined) ?? FEE;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/users/orders',
      headers: headers(token),
      payload: { paymentFee: fee, ...body, finalPrice: body.finalPrice + fee },
    });
  };
  const stock = async () =>
    (await t.db.db.select().from(productSkus).where(eq(productSkus.id, mug.id)))[0]!.quantity;
  const getOrder = async (id: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/users/orders/${id}`, headers: headers(token) })
    ).json();
  const slipOf = async (orderId: number) =>
    (await t.db.db.select().from(konbiniPayments).where(eq(konbiniPayments.orderId, orderId)))[0]!;
  const notify = (notification: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/konbini',
      headers: notification.headers,
      payload: notification.body,
    });
  const event = (
    type: string,
    paymentId: string,
    id = `evt_${Math.random().toString(36).slice(2)}`,
    at = new Date(),
  ) => ({
    id,
    type,
    resource: 'event',
    data: { id: paymentId, resource: 'payment' },
    created_at: at.toISOString(),
  });
  const notificationsOf = async (eventId: string) =>
    t.db.db.select().from(konbiniNotifications).where(eq(konbiniNotifications.eventId, eventId));
  const placed = async (extra: Record<string, unknown> = {}, count = 1) => {
    const res = await order({ konbiniStore: 'lawson', ...extra }, count);
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json() as { orderId: number };
    return { orderId, slip: await slipOf(orderId) };
  };

  beforeAll(async () => {
    t = await createTestApp(
      { konbini: { ...loadConfig({ NODE_ENV: 'test' }).konbini, fee: FEE, deadlineDays: 3 } },
      { seed: true },
    );
    sandbox = t.app.konbini as SandboxKonbini;
    token = await signIn(t.app, 'paid@example.jp');
  });
  afterAll(() => t.close());

  it('places an order with a slip: numbers, deadline, fee, stock held, slip mailed', async () => {
    const before = await stock();
    await drainOutbox(t);
    t.mailer.sent.length = 0;
    const { orderId } = await placed({}, 2);
    expect(await stock()).toBe(before - 2);
    const shown = await getOrder(orderId);
    expect(shown.status).toBe('pending_payment');
    expect(shown.paymentMethod).toBe('konbini');
    expect(shown.paymentFee).toBe(FEE);
    expect(shown.finalPrice).toBe(shown.totalProductPrice + shown.deliveryCost + FEE);
    expect(shown.konbini).toMatchObject({ store: 'lawson', state: 'pending', paidAt: null });
    expect(shown.konbini.receiptNumber).toMatch(/^\d{11}$/);
    expect(shown.konbini.confirmationNumber).toMatch(/^\d{4}$/);
    expect(shown.konbini.slipUrl).toMatch(/\/sandbox-pay\/konbini\/kp_/);
    // 23:59 Japan time, three days on.
    const deadline = new Date(shown.konbini.deadline);
    expect(deadline.getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000);
    expect(deadline.getTime() - Date.now()).toBeLessThan(4 * 86_400_000);
    expect(deadline.toISOString()).toMatch(/T14:59:00/);
    await drainOutbox(t);
    const mail = t.mailer.sent.find((m) => m.subject.includes('コンビニでのお支払いのご案内'));
    expect(mail?.text).toContain(shown.konbini.receiptNumber);
    expect(mail?.text).toContain('確認番号');
    expect(mail?.text).toContain('ローソン');
  });

  it('tells checkout the fee, the days to pay and the chains', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payment-options', headers: headers() });
    expect(res.json()).toEqual({
      konbini: {
        fee: FEE,
        deadlineDays: 3,
        stores: ['seven-eleven', 'lawson', 'family-mart', 'ministop', 'daily-yamazaki', 'seicomart'],
      },
    });
  });

  it('uses each chain’s own numbers: セブン-イレブン has a 払込票番号 and no 確認番号', async () => {
    const { orderId } = await placed({ konbiniStore: 'seven-eleven' });
    const shown = await getOrder(orderId);
    expect(shown.konbini.receiptNumber).toMatch(/^\d{13}$/);
    expect(shown.konbini.confirmationNumber).toBeNull();
  });

  it('refuses a konbini order without a chain, or with a fee other than the configured one, changing nothing', async () => {
    const before = await stock();
    const noStore = await order({});
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json().message).toBe('お支払いに使うコンビニを選択してください。');
    const wrongFee = await order({ konbiniStore: 'lawson', paymentFee: 0 });
    expect(wrongFee.statusCode).toBe(400);
    expect(wrongFee.json().message).toMatch(/手数料が変わりました/);
    expect(await stock()).toBe(before);
  });

  it('marks the order 入金済み when the store payment is notified, mails the confirmation, once', async () => {
    const { orderId, slip } = await placed();
    await drainOutbox(t);
    t.mailer.sent.length = 0;
    const notification = (await sandbox.play(slip.providerPaymentId, 'paid'))!;
    const res = await notify(notification);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    const shown = await getOrder(orderId);
    expect(shown.status).toBe('paid');
    expect(shown.konbini.state).toBe('paid');
    expect(shown.konbini.paidAt).not.toBeNull();
    await drainOutbox(t);
    expect(t.mailer.sent.filter((m) => m.subject.includes('ご入金を確認しました'))).toHaveLength(1);

    // The same notification again is a replay: refused, logged, nothing changes.
    const replay = await notify(notification);
    expect(replay.statusCode).toBe(409);
    const eventId = notification.headers[EVENT_ID_HEADER]!;
    expect((await notificationsOf(eventId)).map((n) => n.outcome).sort()).toEqual(['applied', 'replayed']);
    // Another notification of the same payment is accepted and changes nothing.
    const second = await notify(sandbox.sign(event('payment.captured', slip.providerPaymentId)));
    expect(second.json()).toEqual({ received: true, outcome: 'unchanged' });
    await drainOutbox(t);
    expect(t.mailer.sent.filter((m) => m.subject.includes('ご入金を確認しました'))).toHaveLength(1);
  });

  it('refuses and logs a bad signature, an unknown payment and a stale notification', async () => {
    const { orderId, slip } = await placed();
    const forged = sandbox.sign(event('payment.captured', slip.providerPaymentId, 'evt_forged'));
    forged.headers[SIGNATURE_HEADER] = 'a'.repeat(64);
    expect((await notify(forged)).statusCode).toBe(401);
    // The body changed after signing.
    const tampered = sandbox.sign(event('payment.expired', slip.providerPaymentId, 'evt_tampered'));
    const res = await notify({ ...tampered, body: tampered.body.replace('expired', 'captured') });
    expect(res.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/konbini',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event('payment.captured', slip.providerPaymentId, 'evt_unsigned')),
    });
    expect(unsigned.statusCode).toBe(401);
    const unknown = await notify(sandbox.sign(event('payment.captured', 'kp_nobody', 'evt_unknown')));
    expect(unknown.statusCode).toBe(404);
    const stale = await notify(
      sandbox.sign(
        event('payment.captured', slip.providerPaymentId, 'evt_stale', new Date(Date.now() - 3_600_000)),
      ),
    );
    expect(stale.statusCode).toBe(409);
    expect((await notificationsOf('evt_forged'))[0]).toMatchObject({
      outcome: 'bad_signature',
      accepted: false,
    });
    expect((await notificationsOf('evt_unknown'))[0]).toMatchObject({
      outcome: 'unknown_payment',
      accepted: false,
    });
    expect((await notificationsOf('evt_stale'))[0]).toMatchObject({ outcome: 'stale', accepted: false });
    expect((await getOrder(orderId)).status).toBe('pending_payment');
  });

  it('cancels the order and returns its stock exactly once when the slip expires (job, then notification)', async () => {
    const service = konbiniOrdersFor({
      db: t.db.db,
      companyId: 3,
      konbini: sandbox,
      config: t.config.konbini,
      payments: t.app.payments,
      mails: t.app.mailOutbox,
    }).konbini;
    // The slips of the tests before lapse first, so the stock counted is this order's alone.
    await runKonbiniJob(service, new Date(Date.now() + 10 * 86_400_000));
    const before = await stock();
    const { orderId, slip } = await placed({}, 3);
    expect(await stock()).toBe(before - 3);
    // Before the deadline nothing expires; the day before, the reminder goes out once.
    await drainOutbox(t);
    t.mailer.sent.length = 0;
    const dayBefore = new Date(slip.deadline.getTime() - 3_600_000);
    expect((await runKonbiniJob(service, dayBefore)).expired).toBe(0);
    await runKonbiniJob(service, dayBefore);
    await drainOutbox(t);
    const reminders = t.mailer.sent.filter(
      (m) => m.subject.includes('お支払い期限が近づいています') && m.text.includes(slip.receiptNumber),
    );
    expect(reminders).toHaveLength(1);

    const after = new Date(slip.deadline.getTime() + 1000);
    const first = await runKonbiniJob(service, after);
    expect(first.expired).toBe(1);
    expect(await stock()).toBe(before);
    const shown = await getOrder(orderId);
    expect(shown.status).toBe('cancelled');
    expect(shown.konbini.state).toBe('expired');
    await drainOutbox(t);
    expect(t.mailer.sent.some((m) => m.subject.includes('お支払い期限が過ぎたため'))).toBe(true);
    // The gateway's own expiry notice, and a second run, change nothing more.
    const late = await notify(sandbox.sign(event('payment.expired', slip.providerPaymentId)));
    expect(late.json()).toEqual({ received: true, outcome: 'unchanged' });
    expect((await runKonbiniJob(service, after)).expired).toBe(0);
    // A payment notified after the slip expired does not revive the order.
    const paidLate = await notify(sandbox.sign(event('payment.captured', slip.providerPaymentId)));
    expect(paidLate.json().outcome).toBe('unchanged');
    expect(await stock()).toBe(before);
    expect((await getOrder(orderId)).status).toBe('cancelled');
  });

  it('plays "paid at the store" and "expired" from the sandbox slip page', async () => {
    const paid = await placed();
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox-pay/konbini/${paid.slip.providerPaymentId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(paid.slip.receiptNumber);
    expect(page.body).toContain('店頭で支払う');
    const press = (paymentId: string, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox-pay/konbini/${paymentId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}`,
      });
    const res = await press(paid.slip.providerPaymentId, 'paid');
    expect(res.statusCode).toBe(303);
    expect((await getOrder(paid.orderId)).status).toBe('paid');
    expect((await press(paid.slip.providerPaymentId, 'expired')).statusCode).toBe(409);

    const before = await stock();
    const lapsed = await placed();
    await press(lapsed.slip.providerPaymentId, 'expired');
    expect((await getOrder(lapsed.orderId)).status).toBe('cancelled');
    expect(await stock()).toBe(before);
  });

  it('replays a retried order request with its first slip', async () => {
    const first = await order({ konbiniStore: 'family-mart', idempotencyKey: 'konbini-retry-0001' });
    const again = await order({ konbiniStore: 'family-mart', idempotencyKey: 'konbini-retry-0001' });
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.db.select().from(orders).where(eq(orders.id, first.json().orderId));
    expect(rows).toHaveLength(1);
  });

  it('shows the console the payment and the slip, and finds an order and its member by the slip number', async () => {
    const { shop, support } = await operatorTokens(t);
    const { orderId, slip } = await placed({ konbiniStore: 'family-mart' });
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, orderId));
    const number = slip.receiptNumber;
    // The number as the fan reads it off the slip, with hyphens, finds the one order.
    const hyphenated = `${number.slice(0, 4)}-${number.slice(4)}`;
    for (const q of [number, hyphenated]) {
      const res = await adminRequest(t, 'GET', `orders?q=${encodeURIComponent(q)}`, shop);
      expect(res.statusCode, res.body).toBe(200);
      const { data, total } = res.json() as { data: Record<string, unknown>[]; total: number };
      expect(total).toBe(1);
      expect(data[0]).toMatchObject({
        orderNumber: row!.orderNumber,
        status: 'pending_payment',
        paymentMethod: 'konbini',
        paymentFee: FEE,
        konbini: { store: 'family-mart', receiptNumber: number, state: 'pending' },
      });
    }
    // The 確認番号 finds it too; a number no slip has finds nothing.
    const byConfirmation = await adminRequest(t, 'GET', `orders?q=${slip.confirmationNumber}`, shop);
    expect(byConfirmation.json().data.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect((await adminRequest(t, 'GET', 'orders?q=99999999999', shop)).json().total).toBe(0);
    // After the store payment the console reads 入金済み.
    await notify(sandbox.sign(event('payment.captured', slip.providerPaymentId)));
    const paid = await adminRequest(t, 'GET', `orders/${orderId}`, shop);
    expect(paid.json()).toMatchObject({ status: 'paid', konbini: { state: 'paid' } });
    // A card order says so and has no slip.
    const card = (await adminRequest(t, 'GET', 'orders?limit=100', shop)).json().data as {
      paymentMethod: string;
      konbini: unknown;
    }[];
    expect(card.some((o) => o.paymentMethod === 'credit_card' && o.konbini === null)).toBe(true);

    // The member list finds the member by their slip's number.
    const members = await adminRequest(t, 'GET', `members?q=${number}`, support);
    expect(members.statusCode, members.body).toBe(200);
    expect(members.json().data.map((m: { email: string }) => m.email)).toEqual(['paid@example.jp']);
    expect(members.json().data[0]).toMatchObject({ renewal: 'auto', membershipSlip: null });
  });
});

describe('konbini configuration', () => {
  it('refuses the sandbox in production and a real gateway without its keys', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x', PUBLIC_URL: 'https://fc.example.jp' };
    expect(() => loadConfig({ ...production, KONBINI_PROVIDER: 'sandbox' })).toThrow(
      /not allowed in production/,
    );
    // A local production build (the end-to-end journeys') may run it.
    expect(
      loadConfig({ ...production, KONBINI_PROVIDER: 'sandbox', PUBLIC_URL: 'http://localhost:3100' }).konbini
        .provider,
    ).toBe('sandbox');
    expect(() => loadConfig({ NODE_ENV: 'test', KONBINI_PROVIDER: 'komoju' })).toThrow(/KONBINI_SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x' }).konbini.provider).toBe('off');
  });

  it('serves no sandbox slip page and no webhook when konbini is off', async () => {
    const t = await createTestApp({
      konbini: { ...loadConfig({ NODE_ENV: 'test' }).konbini, provider: 'off' },
    });
    try {
      expect(t.app.konbini).toBeNull();
      const options = await t.app.inject({
        method: 'GET',
        url: '/api/v1/payment-options',
        headers: headers(),
      });
      expect(options.json()).toEqual({ konbini: null });
      expect((await t.app.inject({ method: 'GET', url: '/sandbox-pay/konbini/kp_x' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/webhooks/konbini', payload: {} })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
