import { randomBytes } from 'node:crypto';
import { taxIncluded } from '@fanclub/domain';
import { and, eq, like } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { createDb, type DbHandle } from '../src/db/client.ts';
import {
  charges,
  orderItems,
  orders,
  paymentAttempts,
  products,
  productSkus,
} from '../src/db/schema/index.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { expireAbandonedTdsOrders } from '../src/jobs/tds-expiry.ts';
import { headers } from './helpers.ts';
import { cardToken, orderBody, signIn, TEST_CARDS } from './shop-helpers.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * Orders against a real PostgreSQL server with a connection pool, so requests really run at the
 * same time: only the database's conditional decrement and UNIQUE keys keep stock and charges right.
 * A fresh database per run, as in postgres.test.ts.
 */
describe.skipIf(!url)('shop concurrency on PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `fanclub_shop_${randomBytes(6).toString('hex')}`;
  let handle: DbHandle;
  let app: App;
  let token: string;
  let sku: { id: number; price: number; taxRate: number; productID: number; product: { name: string } };

  const order = (body: object) =>
    app.inject({ method: 'POST', url: '/api/v1/users/orders', headers: headers(token), payload: body });

  beforeAll(async () => {
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    handle = createDb({ databaseUrl: dbUrl.toString(), pgliteDir: 'memory' });
    await handle.migrate();
    await seedDemoData(handle.db, 3);
    app = await buildApp({
      config: testConfig({
        databaseUrl: dbUrl.toString(),
        // Every order of the rush waits its turn, however busy the machine running the test: this
        // asserts the stock, not the busy answer (admission.test.ts does).
        writeAdmission: { limit: 8, queue: 1000, waitMs: 120_000 },
      }),
      db: handle,
    });
    await app.ready();
    token = await signIn(app, 'paid@example.jp');
    const [product] = await handle.db
      .insert(products)
      .values({ companyId: 3, name: '限定ペンライト', taxRate: 10 })
      .returning();
    const [row] = await handle.db
      .insert(productSkus)
      .values({ productId: product!.id, price: 3000, quantity: 10 })
      .returning();
    sku = { id: row!.id, price: 3000, taxRate: 10, productID: product!.id, product: { name: product!.name } };
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('sells exactly 10 of 10 in stock to 200 concurrent orders and leaves 0', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        order(
          orderBody([{ sku: sku as never, count: 1 }], {
            idempotencyKey: `rush-${String(i).padStart(4, '0')}`,
          }),
        ),
      ),
    );
    const sold = results.filter((r) => r.statusCode === 200);
    expect(sold).toHaveLength(10);
    // Everyone else hears why, in Japanese.
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/在庫/);
    }
    const [after] = await handle.db.select().from(productSkus).where(eq(productSkus.id, sku.id));
    expect(after!.quantity).toBe(0);
    const paidLines = await handle.db
      .select()
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productSkuId, sku.id), eq(orders.status, 'paid')));
    expect(paidLines).toHaveLength(10);
    const succeeded = await handle.db
      .select()
      .from(charges)
      .where(and(like(charges.idempotencyKey, '2:order:rush-%'), eq(charges.status, 'succeeded')));
    expect(succeeded).toHaveLength(10);
  });

  it('creates one order and one charge for 20 concurrent retries with one idempotency key', async () => {
    await handle.db.update(productSkus).set({ quantity: 5 }).where(eq(productSkus.id, sku.id));
    // Stock set by hand in SQL: announced as a console edit would (the catalogue and the stock gate).
    await app.publicCache.invalidate('products');
    const body = orderBody([{ sku: sku as never, count: 1 }], { idempotencyKey: 'double-click-0001' });
    const results = await Promise.all(Array.from({ length: 20 }, () => order(body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().orderId)).size).toBe(1);
    expect(
      await handle.db.select().from(orders).where(eq(orders.idempotencyKey, '2:order:double-click-0001')),
    ).toHaveLength(1);
    const rows = await handle.db
      .select()
      .from(charges)
      .where(eq(charges.idempotencyKey, '2:order:double-click-0001'));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: taxIncluded(3000, 10) + 250 }),
    ]);
    const [after] = await handle.db.select().from(productSkus).where(eq(productSkus.id, sku.id));
    expect(after!.quantity).toBe(4);
  });

  it('lets either the late confirm or the expiry job win each abandoned 3-D Secure order, never both', async () => {
    await handle.db.update(productSkus).set({ quantity: 30 }).where(eq(productSkus.id, sku.id));
    // Stock set by hand in SQL: announced as a console edit would (the catalogue and the stock gate).
    await app.publicCache.invalidate('products');
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: headers(token), payload });
    const started: { authStartUrl: string; orderId: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(
        'users/tds/order',
        orderBody([{ sku: sku as never, count: 2 }], {
          idempotencyKey: `tds-race-${String(i).padStart(4, '0')}`,
          cardToken: await cardToken(app, TEST_CARDS.tds),
          redirectionUrl: '/order/tds-return',
        }),
      );
      expect(res.statusCode).toBe(200);
      started.push(res.json());
    }
    for (const s of started) {
      const challenge = await app.inject({
        method: 'POST',
        url: new URL(s.authStartUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'code=1234',
      });
      expect(challenge.statusCode).toBe(303);
    }
    // The app still allows 30 minutes; the job runs as if all of them were past the timeout.
    const [confirms, ...expiries] = await Promise.all([
      Promise.all(started.map((s) => post('users/tds/order/confirm', { orderId: s.orderId }))),
      expireAbandonedTdsOrders(handle.db, { timeoutMs: 0 }),
      expireAbandonedTdsOrders(handle.db, { timeoutMs: 0 }),
      expireAbandonedTdsOrders(handle.db, { timeoutMs: 0 }),
    ]);
    let paid = 0;
    let cancelled = 0;
    for (const [i, s] of started.entries()) {
      const [attempt] = await handle.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.providerOrderId, s.orderId));
      const [row] = await handle.db
        .select()
        .from(orders)
        .where(eq(orders.id, (attempt!.payload as { orderId: number }).orderId));
      const [charge] = await handle.db
        .select()
        .from(charges)
        .where(eq(charges.idempotencyKey, row!.idempotencyKey!));
      const answer = confirms[i]!;
      if (row!.status === 'paid') {
        paid += 1;
        expect(answer.statusCode).toBe(200);
        expect(attempt!.status).toBe('completed');
        expect(charge!.status).toBe('succeeded');
      } else {
        cancelled += 1;
        expect(row!.status).toBe('cancelled');
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toContain('もう一度ご注文ください');
        expect(attempt!.status).toBe('expired');
        expect(charge).toMatchObject({ status: 'failed', errorCode: 'tds_expired' });
      }
    }
    expect(paid + cancelled).toBe(12);
    expect(expiries.reduce((n, r) => n + r.cancelled, 0)).toBe(cancelled);
    const [after] = await handle.db.select().from(productSkus).where(eq(productSkus.id, sku.id));
    expect(after!.quantity).toBe(30 - 2 * paid);
  });
});
