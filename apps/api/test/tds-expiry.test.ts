import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TDS_ORDER_TIMEOUT_MS } from '../src/config.ts';
import { charges, orders, paymentAttempts, productSkus } from '../src/db/schema/index.ts';
import { expireAbandonedTdsOrders } from '../src/jobs/tds-expiry.ts';
import { createTestApp, headers, type TestApp } from './helpers.ts';
import { passChallenge } from './member-helpers.ts';
import { cardToken, orderBody, signIn, skuOf, TEST_CARDS } from './shop-helpers.ts';

const mug = skuOf('ロゴマグカップ');
const EXPIRED = 'お手数ですが、もう一度ご注文ください。';

describe('abandoned 3-D Secure orders give their stock back', () => {
  let t: TestApp;
  let token: string;
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: headers(token), payload });
  const stock = async () =>
    (await t.db.db.select().from(productSkus).where(eq(productSkus.id, mug.id)))[0]!.quantity;
  const start = async (extra: Record<string, unknown> = {}) => {
    const res = await call(
      'users/tds/order',
      orderBody([{ sku: mug, count: 2 }], {
        cardToken: await cardToken(t.app, TEST_CARDS.tds),
        redirectionUrl: '/order/tds-return',
        ...extra,
      }),
    );
    expect(res.statusCode).toBe(200);
    return res.json() as { authStartUrl: string; orderId: string };
  };
  /** Makes the challenge look `ms` old, as if the fan had left the issuer's page that long ago. */
  const age = (providerOrderId: string, ms: number) =>
    t.db.db
      .update(paymentAttempts)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(paymentAttempts.providerOrderId, providerOrderId));
  const orderOf = async (providerOrderId: string) => {
    const [attempt] = await t.db.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId));
    const orderId = (attempt!.payload as { orderId: number }).orderId;
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, orderId));
    return { attempt: attempt!, order: order! };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    token = await signIn(t.app, 'paid@example.jp');
  });
  afterAll(() => t.close());

  it('cancels orders pending the challenge past the timeout, returns their stock once, and refuses a late confirm', async () => {
    const before = await stock();
    const stale = await start();
    const fresh = await start();
    expect(await stock()).toBe(before - 4);
    await age(stale.orderId, TDS_ORDER_TIMEOUT_MS + 60_000);
    await age(fresh.orderId, TDS_ORDER_TIMEOUT_MS - 5 * 60_000);

    const runs = await Promise.all([
      expireAbandonedTdsOrders(t.db.db, { timeoutMs: TDS_ORDER_TIMEOUT_MS }),
      expireAbandonedTdsOrders(t.db.db, { timeoutMs: TDS_ORDER_TIMEOUT_MS }),
    ]);
    expect(runs.reduce((n, r) => n + r.cancelled, 0)).toBe(1);
    expect(await stock()).toBe(before - 2);
    const { attempt, order } = await orderOf(stale.orderId);
    expect(attempt.status).toBe('expired');
    expect(order.status).toBe('cancelled');
    const [charge] = await t.db.db
      .select()
      .from(charges)
      .where(eq(charges.idempotencyKey, order.idempotencyKey!));
    expect(charge).toMatchObject({ status: 'failed', errorCode: 'tds_expired' });
    expect((await orderOf(fresh.orderId)).order.status).toBe('pending_payment');

    // The fan comes back from the issuer's page too late.
    expect((await passChallenge(t, stale.authStartUrl, '1234')).statusCode).toBe(303);
    const late = await call('users/tds/order/confirm', { orderId: stale.orderId });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain(EXPIRED);
    expect(await stock()).toBe(before - 2);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/orders/${order.id}`,
      headers: headers(token),
    });
    expect(history.json().status).toBe('cancelled');

    // The one still within the timeout confirms normally and keeps its stock.
    await passChallenge(t, fresh.authStartUrl, '1234');
    const ok = await call('users/tds/order/confirm', { orderId: fresh.orderId });
    expect(ok.statusCode).toBe(200);
    expect((await orderOf(fresh.orderId)).order.status).toBe('paid');
    expect(await expireAbandonedTdsOrders(t.db.db, { timeoutMs: 0 })).toEqual({ cancelled: 0 });
    expect(await stock()).toBe(before - 2);
  });

  it('refuses a confirm past the timeout even before the job has run, and a repeated start of it', async () => {
    const before = await stock();
    const body = { idempotencyKey: 'tds-expiry-late-0001' };
    const started = await start(body);
    await passChallenge(t, started.authStartUrl, '1234');
    await age(started.orderId, TDS_ORDER_TIMEOUT_MS + 1000);
    const late = await call('users/tds/order/confirm', { orderId: started.orderId });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain(EXPIRED);
    expect((await orderOf(started.orderId)).order.status).toBe('cancelled');
    expect(await stock()).toBe(before);
    // Confirming again, or starting again with the same key, tells the same story.
    expect((await call('users/tds/order/confirm', { orderId: started.orderId })).json().message).toContain(
      EXPIRED,
    );
    const again = await call(
      'users/tds/order',
      orderBody([{ sku: mug, count: 2 }], {
        cardToken: await cardToken(t.app, TEST_CARDS.tds),
        redirectionUrl: '/order/tds-return',
        ...body,
      }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain(EXPIRED);
    expect(await stock()).toBe(before);
  });
});
