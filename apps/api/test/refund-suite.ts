import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { DbHandle } from '../src/db/client.ts';
import {
  auditLogs,
  konbiniPayments,
  mailOutbox,
  orders,
  refunds,
  subscriptions,
  users,
  votingPackagePurchases,
} from '../src/db/schema/index.ts';
import { DEMO_OPERATOR_PASSWORD, demoOperators } from '../src/db/seed-operators.ts';
import { usersRepository } from '../src/repositories/users.ts';
import type { SandboxKonbini } from '../src/payments/sandbox-konbini.ts';
import { headers } from './helpers.ts';
import { SANDBOX_TDS_CODE } from '../src/routes/sandbox-challenge-page.ts';
import { cardToken, orderBody, signIn, skuOf, TEST_CARDS } from './shop-helpers.ts';

const mug = skuOf('ロゴマグカップ');
const account = {
  bankName: 'みずほ銀行',
  bankBranch: '渋谷支店',
  accountType: 'ordinary',
  accountNumber: '1234567',
  accountHolderKana: 'ヤマダ ハナコ',
};

/**
 * Refunds through the admin API on a seeded app: goods, a point pack and a membership payment,
 * full and partial, over-refunds and concurrent refunds refused, konbini by bank transfer. The
 * same cases run on PGlite and on PostgreSQL (where concurrent refunds really run at once).
 */
export const refundCases = (get: () => { app: App; db: DbHandle }) => {
  let app: App;
  let db: DbHandle;
  let owner: string;
  let shop: string;
  let support: string;

  const api = (method: string, url: string, token?: string, payload?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: headers(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const refund = (orderId: number, body: Record<string, unknown>, token = shop) =>
    api('POST', `/api/admin/v1/orders/${orderId}/refunds`, token, body);
  const adminOrder = async (orderId: number) =>
    (await api('GET', `/api/admin/v1/orders/${orderId}`, owner)).json();
  const refundMails = (orderId: number) =>
    db.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'refund')));
  const fanRow = async () => (await db.db.select().from(users).where(eq(users.email, 'free@example.jp')))[0]!;
  /** The fan's newest order of a kind. */
  const newest = async (orderType: 'membership' | 'voting_package') => {
    const me = await fanRow();
    const [row] = await db.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, me.id), eq(orders.orderType, orderType)))
      .orderBy(desc(orders.id))
      .limit(1);
    return row!;
  };

  let fan: string;
  const buyGoods = async (count = 1) => {
    const res = await api(
      'POST',
      '/api/v1/users/orders',
      fan,
      orderBody([{ sku: mug, count }], { cardToken: await cardToken(app) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orderId: number; finalPrice: number };
  };

  beforeAll(async () => {
    ({ app, db } = get());
    fan = await signIn(app, 'free@example.jp');
    const tokenOf = async (role: string) => {
      const res = await api('POST', '/api/admin/v1/sign-in', undefined, {
        email: demoOperators.find((o) => o.role === role)!.email,
        password: DEMO_OPERATOR_PASSWORD,
      });
      return res.json().token as string;
    };
    owner = await tokenOf('owner');
    shop = await tokenOf('shop');
    support = await tokenOf('support');
  });

  it('refunds part of a card order, then the rest; refuses more than is left, changing nothing', async () => {
    const { orderId } = await buyGoods(2);
    const paid = (await adminOrder(orderId)).finalPrice as number;
    const first = await refund(orderId, { amount: 1000, reason: '商品の一部に傷があったため' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      refundedAmount: 1000,
      refunds: [{ amount: 1000, status: 'succeeded', method: 'card', reason: '商品の一部に傷があったため' }],
    });
    expect(first.json().refunds[0].providerRefundId).toMatch(/^re_/);
    const fanView = await api('GET', `/api/v1/users/orders/${orderId}`, fan);
    expect(fanView.json().refundedAmount).toBe(1000);

    const tooMuch = await refund(orderId, { amount: paid - 1000 + 1, reason: '全額' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      `返金額が返金できる残額（${(paid - 1000).toLocaleString('ja-JP')}円）を超えています。`,
    );
    expect((await adminOrder(orderId)).refunds).toHaveLength(1);

    const rest = await refund(orderId, { amount: paid - 1000, reason: '残りも返金' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refundedAmount).toBe(paid);
    const none = await refund(orderId, { amount: 1, reason: 'もう一度' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('この支払いはすでに全額返金されています。');

    // A mail per refund, in the outbox; each refund audited.
    expect(await refundMails(orderId)).toHaveLength(2);
    const logged = await db.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, String(orderId)), eq(auditLogs.action, 'refund')));
    expect(logged).toHaveLength(2);
    // Cancelling after a refund is refused (the rest is refunded from the refund form).
    const cancel = await api('POST', `/api/admin/v1/orders/${orderId}/cancel`, shop, {});
    expect(cancel.statusCode).toBe(409);
  });

  /** A mug bought with the 3-D Secure card, the challenge passed: the order's id. */
  const buyThroughTds = async () => {
    const started = await api(
      'POST',
      '/api/v1/users/tds/order',
      fan,
      orderBody([{ sku: mug, count: 1 }], {
        cardToken: await cardToken(app, TEST_CARDS.tds),
        redirectionUrl: '/order/tds-return',
      }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const challenge = await app.inject({
      method: 'POST',
      url: new URL(started.json().authStartUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `code=${SANDBOX_TDS_CODE}`,
    });
    const tdsOrderId = new URL(challenge.headers.location as string).searchParams.get('orderId');
    const confirmed = await api('POST', '/api/v1/users/tds/order/confirm', fan, { orderId: tdsOrderId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { orderId } = confirmed.json() as { orderId: number };
    return orderId;
  };

  it('refunds a payment made through 3-D Secure (charged under the challenge’s own id)', async () => {
    const orderId = await buyThroughTds();
    const done = await refund(orderId, { amount: 100, reason: '3-D セキュアの注文の一部返金' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refundedAmount).toBe(100);
  });

  it('cancels a 3-D Secure order with its charge refunded in full', async () => {
    const orderId = await buyThroughTds();
    const cancel = await api('POST', `/api/admin/v1/orders/${orderId}/cancel`, shop, {
      reason: '在庫の確保ができなかったため',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    const logged = await db.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resourceId, String(orderId)), eq(auditLogs.action, 'cancel')));
    expect(logged.map((row) => (row.after as { refund: string }).refund)).toEqual(['succeeded']);
  });

  it('lets only owner and shop refund; support reads the history', async () => {
    const { orderId } = await buyGoods();
    const refused = await refund(orderId, { amount: 100, reason: 'サポートから' }, support);
    expect(refused.statusCode).toBe(403);
    expect((await api('GET', `/api/admin/v1/orders/${orderId}`, support)).statusCode).toBe(200);
    expect((await refund(orderId, { amount: 100, reason: 'オーナーから' }, owner)).statusCode).toBe(200);
    expect(await db.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it('never refunds more than was paid when refunds arrive at once', async () => {
    const { orderId } = await buyGoods();
    const paid = (await adminOrder(orderId)).finalPrice as number;
    const share = Math.ceil(paid / 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => refund(orderId, { amount: share, reason: `同時の返金 ${i}` })),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeLessThanOrEqual(Math.floor(paid / share));
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    const rows = await db.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const total = rows.reduce((sum, r) => sum + r.amount, 0);
    expect(total).toBeLessThanOrEqual(paid);
    expect(rows.every((r) => r.status === 'succeeded')).toBe(true);
    expect((await adminOrder(orderId)).refundedAmount).toBe(total);
  });

  it('takes back a point pack’s points, never below what is left unspent', async () => {
    const pack = {
      paymentMethod: 'credit_card',
      votingPackageId: 1,
      count: 2,
      point: 200,
      price: 2200,
      cardToken: await cardToken(app),
    };
    const bought = await api('POST', '/api/v1/users/voting-packages/purchases', fan, pack);
    expect(bought.statusCode, bought.body).toBe(200);
    const balance = async () => usersRepository(db.db).votingPoint((await fanRow()).id);
    const start = await balance();
    const mine = await newest('voting_package');
    // Half refunded: half the points go.
    const half = await refund(mine.id, { amount: 1100, reason: '購入間違い' });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json().refunds[0]).toMatchObject({ pointsTaken: 100, pointsSpent: 0 });
    expect(await balance()).toBe(start - 100);
    // The fan spends 60 of the remaining 100 of this pack (as a vote would).
    await db.db
      .update(votingPackagePurchases)
      .set({ remainingPoint: 40 })
      .where(eq(votingPackagePurchases.point, 200));
    const rest = await refund(mine.id, { amount: 1100, reason: '残りも返金' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().refunds[1]).toMatchObject({ pointsTaken: 40, pointsSpent: 60 });
    const [row] = await db.db
      .select()
      .from(votingPackagePurchases)
      .where(eq(votingPackagePurchases.point, 200));
    expect(row!.remainingPoint).toBe(0);
  });

  it('ends the paid period of a refunded membership payment', async () => {
    const bought = await api('POST', '/api/v1/users/memberships/purchase', fan, {
      paymentMethod: 'credit_card',
      memberShipPlanId: 1,
      cardToken: await cardToken(app),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const paidMember = async () => usersRepository(db.db).isPaidMember((await fanRow()).id);
    expect(await paidMember()).toBe(true);
    const order = await newest('membership');
    const [sub] = await db.db.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId!));
    // A partial refund shortens the period; the rest ends it.
    const part = await refund(order.id, {
      amount: Math.floor(order.finalPrice / 2),
      reason: 'サービス停止のお詫び',
    });
    expect(part.statusCode, part.body).toBe(200);
    const [shorter] = await db.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(shorter!.end.getTime()).toBeLessThan(sub!.end.getTime());
    expect(part.json().refunds[0].periodEndAfter).not.toBeNull();
    const rest = await refund(order.id, {
      amount: order.finalPrice - Math.floor(order.finalPrice / 2),
      reason: '退会のため',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const [ended] = await db.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(ended!.status).toBe('expired');
    expect(await paidMember()).toBe(false);
  });

  it('returns a konbini payment by bank transfer: the account is required and recorded', async () => {
    const konbini = app.konbini as SandboxKonbini;
    const body = orderBody([{ sku: mug, count: 1 }], { paymentMethod: 'konbini', konbiniStore: 'lawson' });
    const fee = app.config.konbini.fee;
    const placed = await api('POST', '/api/v1/users/orders', fan, {
      paymentFee: fee,
      ...body,
      finalPrice: body.finalPrice + fee,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId as number;
    // Not yet paid at the store: nothing to refund.
    const early = await refund(orderId, { amount: 100, reason: '早すぎる', bankAccount: account });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('お支払いが済んでいない注文は返金できません。');
    const [slip] = await db.db.select().from(konbiniPayments).where(eq(konbiniPayments.orderId, orderId));
    const paidAt = konbini.sign({
      id: `evt_refund_${orderId}`,
      type: 'payment.captured',
      resource: 'event',
      data: { id: slip!.providerPaymentId, resource: 'payment' },
      created_at: new Date().toISOString(),
    });
    const notified = await app.inject({
      method: 'POST',
      url: '/webhooks/konbini',
      headers: paidAt.headers,
      payload: paidAt.body,
    });
    expect(notified.statusCode, notified.body).toBe(200);

    const without = await refund(orderId, { amount: 500, reason: '口座なし' });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toContain('返金先の銀行口座');
    const badNumber = await refund(orderId, {
      amount: 500,
      reason: '口座番号違い',
      bankAccount: { ...account, accountNumber: '12-34' },
    });
    expect(badNumber.statusCode).toBe(400);
    expect(await db.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);

    const done = await refund(orderId, { amount: 500, reason: '一部返品', bankAccount: account });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refunds[0]).toMatchObject({
      method: 'bank_transfer',
      providerRefundId: null,
      bankAccount: account,
    });
    expect(await refundMails(orderId)).toHaveLength(1);
    // A card payment takes no account.
    const { orderId: cardOrder } = await buyGoods();
    const withAccount = await refund(cardOrder, { amount: 100, reason: 'x', bankAccount: account });
    expect(withAccount.statusCode).toBe(400);
  });
};
