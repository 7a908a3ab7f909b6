import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createPublicCache } from '../src/shared/public-cache.ts';
import { createMemoryStore, createRedisStore, type SharedStore } from '../src/shared/store.ts';
import { createTestApp, headers, type TestApp } from './helpers.ts';
import { cardToken, orderBody, signIn, skuOf } from './shop-helpers.ts';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const mug = skuOf('ロゴマグカップ');

describe('cached public answers (one process, memory)', () => {
  let t: TestApp;
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: headers(token) });

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  });
  afterAll(() => t.close());

  it('answers a repeated public read from the cache, byte for byte', async () => {
    const first = await get('/api/v1/news?limit=10');
    const second = await get('/api/v1/news?limit=10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    // Another page is another answer.
    expect((await get('/api/v1/news?limit=2')).json().data).toHaveLength(2);
  });

  it('never gives a guest or a free member the paid members’ copy, nor the reverse', async () => {
    const paid = await signIn(t.app, 'paid@example.jp');
    const free = await signIn(t.app, 'free@example.jp');
    const bodies = (res: { json: () => { data: { isPaid: boolean; content: string | null }[] } }) =>
      res
        .json()
        .data.filter((n) => n.isPaid)
        .map((n) => n.content);
    // Twice each, so the second read of every audience comes from the cache.
    for (let round = 0; round < 2; round++) {
      expect(bodies(await get('/api/v1/news?limit=100', paid)).every((c) => c !== null)).toBe(true);
      expect(bodies(await get('/api/v1/news?limit=100', free)).every((c) => c === null)).toBe(true);
      expect(bodies(await get('/api/v1/news?limit=100')).every((c) => c === null)).toBe(true);
    }
    expect(bodies(await get('/api/v1/news?limit=100', paid)).length).toBeGreaterThan(0);
  });

  it('never caches a member’s own answers', async () => {
    const free = await signIn(t.app, 'free@example.jp');
    const cart = await get('/api/v1/users/carts', free);
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['x-cache']).toBeUndefined();
  });

  it('shows the stock an order took at once (an order invalidates the catalogue)', async () => {
    const stockOf = async () =>
      (await get(`/api/v1/products/${mug.product.id}`))
        .json()
        .productSkus.find((s: { id: number }) => s.id === mug.id).quantity as number;
    const before = await stockOf();
    expect(await stockOf()).toBe(before); // now cached
    const free = await signIn(t.app, 'free@example.jp');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/orders',
      headers: headers(free),
      payload: orderBody([{ sku: mug, count: 2 }], { cardToken: await cardToken(t.app) }),
    });
    expect(order.statusCode).toBe(200);
    expect(await stockOf()).toBe(before - 2);
  });
});

describe.skipIf(!TEST_REDIS_URL)('cached public answers shared through Redis by two processes', () => {
  let t: TestApp;
  let other: App;
  let stores: SharedStore[];

  beforeAll(async () => {
    const prefix = `fanclub-test-${randomBytes(6).toString('hex')}:`;
    stores = [createRedisStore(TEST_REDIS_URL!, prefix), createRedisStore(TEST_REDIS_URL!, prefix)];
    t = await createTestApp({}, { seed: true, shared: stores[0] });
    // A second app on the same database and Redis, as a second server process would be.
    other = await buildApp({ config: t.config, db: t.db, mailer: t.mailer, shared: stores[1] });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    for (const store of stores ?? []) {
      const keys = await store.redis!.keys(`${store.prefix}*`);
      if (keys.length) await store.redis!.del(...keys);
      await store.close();
    }
  });

  it('a copy kept by one process serves the other, and a write in one reaches both', async () => {
    const url = `/api/v1/products/${mug.product.id}`;
    const read = (app: App) => app.inject({ method: 'GET', url, headers: headers() });
    const first = await read(t.app);
    expect(first.headers['x-cache']).toBe('miss');
    const fromRedis = await read(other);
    expect(fromRedis.headers['x-cache']).toBe('hit');
    expect(fromRedis.body).toBe(first.body);

    await t.app.publicCache.invalidate('products');
    // The message reaches the other process through Redis pub/sub: it stops serving its copy.
    await expect.poll(async () => (await read(other)).headers['x-cache'], { timeout: 5000 }).toBe('miss');
    expect((await read(t.app)).headers['x-cache']).toBe('hit');
  });

  it('counts throttled sign-ins in Redis, so every process sees the same count', async () => {
    const key = `test:${randomBytes(4).toString('hex')}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[i % 2]!.hit(key, 8, 60_000, Date.now())),
    );
    expect(results.filter(Boolean)).toHaveLength(8);
    // A forgiven hit (a sign-in with the right password) frees one place, in both processes.
    await stores[1]!.forgive(key);
    expect(await stores[0]!.hit(key, 8, 60_000, Date.now())).toBe(true);
    expect(await stores[1]!.hit(key, 8, 60_000, Date.now())).toBe(false);
  });
});

describe('public cache versions', () => {
  it('does not keep an answer read before a write that committed meanwhile', async () => {
    const cache = createPublicCache(createMemoryStore(), { enabled: true });
    const before = await cache.lookup('news', 'k');
    await cache.invalidate('news');
    await cache.save('news', before.version, 'k', 'stale');
    expect((await cache.lookup('news', 'k')).body).toBeNull();
  });
});
