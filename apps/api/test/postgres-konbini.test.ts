import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import {
  konbiniPayments,
  orders,
  products,
  productSkus,
  transactions,
  users,
  votingPackagePurchases,
} from '../src/db/schema/index.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { usersRepository } from '../src/repositories/users.ts';
import { runKonbiniJob } from '../src/jobs/konbini-expiry.ts';
import type { SandboxKonbini } from '../src/payments/sandbox-konbini.ts';
import { konbiniOrdersFor } from '../src/shop/konbini-orders.ts';
import { headers } from './helpers.ts';
import { freshPostgres, TEST_DATABASE_URL } from './postgres-helpers.ts';
import { orderBody, signIn } from './shop-helpers.ts';

/**
 * Konbini notifications on a real PostgreSQL server with a connection pool, so they really arrive
 * at the same time: only the slip's conditional update and the event id's unique index keep one
 * slip from being settled twice.
 */
describe.skipIf(!TEST_DATABASE_URL)('konbini notifications on PostgreSQL (TEST_DATABASE_URL)', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let handle: DbHandle;
  let app: App;
  let token: string;
  let sandbox: SandboxKonbini;
  let sku: { id: number; price: number; taxRate: number; productID: number; product: { name: string } };

  const stock = async () =>
    (await handle.db.select().from(productSkus).where(eq(productSkus.id, sku.id)))[0]!.quantity;
  const place = async (count = 1) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/orders',
      headers: headers(token),
      payload: orderBody([{ sku: sku as never, count }], {
        paymentMethod: 'konbini',
        konbiniStore: 'ministop',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = (res.json() as { orderId: number }).orderId;
    const [slip] = await handle.db.select().from(konbiniPayments).where(eq(konbiniPayments.orderId, orderId));
    return { orderId, paymentId: slip!.providerPaymentId };
  };
  const notify = (n: { body: string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/webhooks/konbini', headers: n.headers, payload: n.body });
  const event = (type: string, paymentId: string, id: string) => ({
    id,
    type,
    resource: 'event',
    data: { id: paymentId },
    created_at: new Date().toISOString(),
  });
  const transactionsOf = (orderId: number, status: 'succeeded' | 'failed') =>
    handle.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.status, status)));

  beforeAll(async () => {
    pg = await freshPostgres();
    handle = pg.handle;
    await seedDemoData(handle.db, 3);
    app = await buildApp({ config: testConfig(), db: handle });
    await app.ready();
    sandbox = app.konbini as SandboxKonbini;
    token = await signIn(app, 'paid@example.jp');
    const [product] = await handle.db
      .insert(products)
      .values({ companyId: 3, name: 'コンビニ払いのタオル', taxRate: 10 })
      .returning();
    const [row] = await handle.db
      .insert(productSkus)
      .values({ productId: product!.id, price: 2000, quantity: 50 })
      .returning();
    sku = { id: row!.id, price: 2000, taxRate: 10, productID: product!.id, product: { name: product!.name } };
  });
  afterAll(async () => {
    await app?.close();
    await pg?.drop();
  });

  it('applies one of 20 concurrent payment notifications for a slip and refuses replays of one event id', async () => {
    const { orderId, paymentId } = await place();
    const distinct = Array.from({ length: 20 }, (_, i) =>
      sandbox.sign(event('payment.captured', paymentId, `evt_many_${i}`)),
    );
    const same = sandbox.sign(event('payment.captured', paymentId, 'evt_same'));
    const results = await Promise.all([...distinct, same, same, same, same, same].map(notify));
    const outcomes = results.map((r) => (r.statusCode === 200 ? r.json().outcome : r.statusCode));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    // Four of the five copies of one event are replays.
    expect(outcomes.filter((o) => o === 409)).toHaveLength(4);
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('paid');
    expect(await transactionsOf(orderId, 'succeeded')).toHaveLength(1);
  });

  it('returns the stock of an expired slip exactly once against concurrent job runs and notifications', async () => {
    const before = await stock();
    const { orderId, paymentId } = await place(4);
    expect(await stock()).toBe(before - 4);
    const service = konbiniOrdersFor({
      db: handle.db,
      companyId: 3,
      konbini: sandbox,
      config: app.config.konbini,
      payments: app.payments,
      mails: app.mailOutbox,
    }).konbini;
    const [slip] = await handle.db.select().from(konbiniPayments).where(eq(konbiniPayments.orderId, orderId));
    const after = new Date(slip!.deadline.getTime() + 1000);
    await Promise.all([
      ...Array.from({ length: 5 }, () => runKonbiniJob(service, after)),
      ...Array.from({ length: 10 }, (_, i) =>
        notify(sandbox.sign(event('payment.expired', paymentId, `evt_exp_${i}`))),
      ),
    ]);
    expect(await stock()).toBe(before);
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('cancelled');
    expect(await transactionsOf(orderId, 'failed')).toHaveLength(1);
  });

  it('settles a slip paid and expired at the same moment one way only', async () => {
    const before = await stock();
    const { orderId, paymentId } = await place(2);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        notify(
          sandbox.sign(event(i % 2 ? 'payment.expired' : 'payment.captured', paymentId, `evt_race_${i}`)),
        ),
      ),
    );
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    if (row!.status === 'paid') expect(await stock()).toBe(before - 2);
    else {
      expect(row!.status).toBe('cancelled');
      expect(await stock()).toBe(before);
    }
    const settled = [
      ...(await transactionsOf(orderId, 'succeeded')),
      ...(await transactionsOf(orderId, 'failed')),
    ];
    expect(settled).toHaveLength(1);
  });

  describe('point packs paid at a konbini', () => {
    const balance = async () => {
      const [member] = await handle.db.select().from(users).where(eq(users.email, 'paid@example.jp'));
      return usersRepository(handle.db).votingPoint(member!.id);
    };
    const grantsOf = (orderId: number) =>
      handle.db
        .select({ id: votingPackagePurchases.id, point: votingPackagePurchases.point })
        .from(votingPackagePurchases)
        .innerJoin(transactions, eq(transactions.id, votingPackagePurchases.transactionId))
        .where(eq(transactions.orderId, orderId));
    const buyPoints = async (idempotencyKey: string) => {
      const list = await app.inject({
        method: 'GET',
        url: '/api/v1/voting-packages?limit=100',
        headers: headers(token),
      });
      expect(list.statusCode, list.body).toBe(200);
      const pack = (
        list.json() as {
          data: { id: number; price: number; taxRate: number; point: number; expireDate: string }[];
        }
      ).data.find((p) => new Date(p.expireDate) > new Date())!;
      const count = 2;
      const price = Math.floor((pack.price * (100 + pack.taxRate)) / 100) * count;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users/voting-packages/purchase/konbini',
        headers: headers(token),
        payload: {
          votingPackageId: pack.id,
          count,
          point: pack.point * count,
          price,
          konbiniStore: 'lawson',
          paymentFee: app.config.konbini.fee,
          idempotencyKey,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as {
        orderNumber: string;
        point: number;
        price: number;
        konbini: { state: string; receiptNumber: string };
      };
      const [order] = await handle.db.select().from(orders).where(eq(orders.orderNumber, answer.orderNumber));
      const [slip] = await handle.db
        .select()
        .from(konbiniPayments)
        .where(eq(konbiniPayments.orderId, order!.id));
      return { answer, order: order!, paymentId: slip!.providerPaymentId, points: pack.point * count };
    };

    it('grants the points once, with the paid notification, and a replay grants nothing', async () => {
      const before = await balance();
      const { answer, order, paymentId, points } = await buyPoints('points-konbini-paid');
      expect(answer.konbini.state).toBe('pending');
      expect(answer.price).toBe(order.finalPrice);
      expect(order.status).toBe('pending_payment');
      // Not before the payment: the slip alone grants nothing.
      expect(await grantsOf(order.id)).toHaveLength(0);
      expect(await balance()).toBe(before);
      // The same request again answers the same purchase, no second order.
      const again = await buyPoints('points-konbini-paid');
      expect(again.answer.orderNumber).toBe(answer.orderNumber);

      const events = Array.from({ length: 10 }, (_, i) =>
        sandbox.sign(event('payment.captured', paymentId, `evt_points_${i}`)),
      );
      const results = await Promise.all(events.map(notify));
      expect(results.filter((r) => r.statusCode === 200 && r.json().outcome === 'applied')).toHaveLength(1);
      expect(await grantsOf(order.id)).toEqual([{ id: expect.any(Number), point: points }]);
      expect(await balance()).toBe(before + points);

      const replays = await Promise.all(events.map(notify));
      expect(replays.map((r) => r.statusCode)).toEqual(events.map(() => 409));
      expect(await grantsOf(order.id)).toHaveLength(1);
      expect(await balance()).toBe(before + points);
      const [paid] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
      expect(paid!.status).toBe('paid');
    });

    it('never grants points for a slip that expired, even if a payment is notified later', async () => {
      const before = await balance();
      const { order, paymentId } = await buyPoints('points-konbini-expired');
      const expired = await notify(sandbox.sign(event('payment.expired', paymentId, 'evt_points_exp')));
      expect(expired.json().outcome).toBe('applied');
      const late = await notify(sandbox.sign(event('payment.captured', paymentId, 'evt_points_late')));
      expect(late.json().outcome).toBe('unchanged');
      const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe('cancelled');
      expect(await grantsOf(order.id)).toHaveLength(0);
      expect(await transactionsOf(order.id, 'succeeded')).toHaveLength(0);
      expect(await balance()).toBe(before);
    });
  });
});
