/**
 * The contract test: the same calls, made with the domain's client, against the mocks (MSW in
 * Node) and against the real server (Fastify on an in-memory PGlite, migrated and seeded from the
 * same fixtures, listening on a random port). Each target runs the same scenario and must pass
 * it; the summaries of both are then compared, so the mocks and the server cannot drift apart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient, endpoints, isApiError, taxIncluded, type ApiClient } from '@fanclub/domain';
import { fixtures } from '@fanclub/fixtures';
import { resetMockDb, server as mockServer } from '@fanclub/mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../apps/api/src/app.ts';
import { testConfig } from '../../apps/api/src/config.ts';
import { createDb, type DbHandle } from '../../apps/api/src/db/client.ts';
import { seedDemoData } from '../../apps/api/src/db/seed.ts';

// Taken before MSW ever patches the global fetch: the real-server block must reach the network.
const realFetch: typeof fetch = globalThis.fetch.bind(globalThis);

const PASSWORD = 'Passw0rd!';
const mug = fixtures.products.find((p) => p.name === 'ロゴマグカップ')!;
const photobook = fixtures.products.find((p) => p.name === '【会員限定】5周年メモリアルフォトブック')!;
const paidBlog = fixtures.blogs.find((b) => b.isPaid)!;
const delivery = fixtures.deliveryMethods.find((m) => m.id === 1)!;

interface Target {
  baseUrl: string;
  fetch: typeof fetch;
}

type Summary = Record<string, unknown>;
const summaries: Record<'mocks' | 'server', Summary> = { mocks: {}, server: {} };

const japanese = /[\u3040-\u30ff\u4e00-\u9faf]/u;

/** The scenario every target must pass; returns what it saw, for the comparison at the end. */
const scenario = (name: 'mocks' | 'server', target: () => Target) => {
  let token: string | null = null;
  const client = (): ApiClient =>
    createApiClient({ baseUrl: target().baseUrl, fetch: target().fetch, getAccessToken: () => token });
  const seen = summaries[name];
  const failure = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    if (!isApiError(error)) throw new Error(`expected an API error, got ${String(error)}`);
    return error;
  };

  it('lists news with limit and offset, shows a detail and its neighbours', async () => {
    const page = await client().call(endpoints.listNews, { query: { limit: 3 } });
    expect(page.data).toHaveLength(3);
    expect(page.total).toBe(fixtures.news.length);
    const second = await client().call(endpoints.listNews, { query: { limit: 1, offset: 1 } });
    expect(second.data[0]!.id).toBe(page.data[1]!.id);
    const middle = page.data[1]!;
    const detail = await client().call(endpoints.getNews, { params: { id: middle.id } });
    expect(detail.title).toBe(middle.title);
    const next = await client().call(endpoints.getNextNews, { params: { id: middle.id } });
    const previous = await client().call(endpoints.getPreviousNews, { params: { id: middle.id } });
    expect(next?.id).toBe(page.data[0]!.id);
    expect(previous?.id).toBe(page.data[2]!.id);
    const products = await client().call(endpoints.listProducts, { query: { limit: 100 } });
    seen.newsIds = page.data.map((n) => n.id);
    seen.newsTotal = page.total;
    seen.productIds = products.data.map((p) => p.id);
    seen.mug = products.data.find((p) => p.id === mug.id)?.productSkus[0]?.price;
  });

  it('withholds paid content from guests', async () => {
    const blog = await client().call(endpoints.getBlog, { params: { id: paidBlog.id } });
    expect(blog).toMatchObject({ title: paidBlog.title, isPaid: true, content: null });
  });

  it('answers bad input with a 400 and a Japanese message', async () => {
    const error = await failure(
      client().call(endpoints.signIn, { body: { email: 'not-an-email', password: 'x' } }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(japanese);
    const wrong = await failure(
      client().call(endpoints.signIn, { body: { email: 'free@example.jp', password: 'Wrong-pass1' } }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.message).toMatch(japanese);
  });

  it('signs the demo members in, shows paid content to the paid one, and refreshes', async () => {
    const paid = await client().call(endpoints.signIn, {
      body: { email: 'paid@example.jp', password: PASSWORD },
    });
    expect(paid.user).toMatchObject({ email: 'paid@example.jp', isPaidMember: true });
    token = paid.access_token;
    const blog = await client().call(endpoints.getBlog, { params: { id: paidBlog.id } });
    expect(blog.content).toEqual(expect.any(String));
    // The refresh token lives only in its HttpOnly cookie (the browser's jar): the field is empty.
    expect(paid.refresh_token).toBe('');
    const refreshed = await client().call(endpoints.refreshToken, { body: { refresh_token: '' } });
    expect(refreshed.refresh_token).toBe('');
    expect(refreshed.user.id).toBe(paid.user.id);
    token = refreshed.access_token;
    expect((await client().call(endpoints.getCart)).userID).toBe(paid.user.id);
  });

  it('keeps paid-only products from a free member and lets them order with a sandbox card', async () => {
    const free = await client().call(endpoints.signIn, {
      body: { email: 'free@example.jp', password: PASSWORD },
    });
    token = free.access_token;
    expect(free.user.isPaidMember).toBe(false);
    const gated = await failure(
      client().call(endpoints.saveCartProducts, {
        body: { cartProducts: [{ productSkuID: photobook.productSkus[0]!.id, count: 1 }] },
      }),
    );
    expect(gated.status).toBe(403);
    expect(gated.message).toBe(`「${photobook.name}」は有料会員限定の商品です。`);

    const sku = mug.productSkus[0]!;
    const cart = await client().call(endpoints.saveCartProducts, {
      body: { cartProducts: [{ productSkuID: sku.id, count: 2 }] },
    });
    expect(cart.cartProducts).toEqual([expect.objectContaining({ productSkuID: sku.id, count: 2 })]);

    const tokenResponse = await target().fetch(`${target().baseUrl}/sandbox-pay/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        card_number: '4111111111111111',
        card_expire: '12/30',
        security_code: '123',
        lang: 'ja',
        token_api_key: 'sandbox-token-api-key',
      }),
    });
    const card = (await tokenResponse.json()) as { status: string; token: string };
    expect(card.status).toBe('success');

    const price = taxIncluded(sku.price, mug.taxRate);
    const body = {
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
      phone: '09012345678',
      email: 'free@example.jp',
      confirmEmail: 'free@example.jp',
      zipCode: '150-0001',
      prefectureId: 13,
      address1: '渋谷区',
      address2: '神宮前1-2-3',
      address3: '',
      deliveryMethodId: delivery.id,
      deliveryCost: delivery.cost,
      orderProducts: [{ productSkuID: sku.id, count: 2, price }],
      paymentMethod: 'credit_card' as const,
      totalProductPrice: price * 2,
      finalPrice: price * 2 + delivery.cost,
      cardToken: card.token,
      idempotencyKey: `contract-${name}-0001`,
    };
    const mismatch = await failure(
      client().call(endpoints.createOrder, { body: { ...body, finalPrice: body.finalPrice + 1 } }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.message).toMatch(japanese);

    const placed = await client().call(endpoints.createOrder, { body });
    expect(placed.miecruOrderId).toEqual(expect.any(String));
    const order = await client().call(endpoints.getOrder, { params: { id: placed.orderNumber } });
    expect(order).toMatchObject({
      status: 'paid',
      finalPrice: body.finalPrice,
      items: [{ sku: sku.id, count: 2, price }],
    });
    expect((await client().call(endpoints.listOrders)).data[0]!.id).toBe(placed.orderId);
    expect((await client().call(endpoints.getCart)).cartProducts).toEqual([]);
    seen.order = {
      status: order.status,
      finalPrice: order.finalPrice,
      items: order.items.length,
      deliveryMethod: order.deliveryMethod,
    };
  });

  it('buys voting points with the saved card and answers with the new balance', async () => {
    const paid = await client().call(endpoints.signIn, {
      body: { email: 'paid@example.jp', password: PASSWORD },
    });
    token = paid.access_token;
    const packages = await client().call(endpoints.listVotingPackages);
    const pack = packages.data[0]!;
    const body = {
      paymentMethod: 'credit_card' as const,
      votingPackageId: pack.id,
      count: 2,
      point: pack.point * 2,
      price: taxIncluded(pack.price, pack.taxRate) * 2,
      idempotencyKey: `contract-${name}-points`,
    };
    const bought = await client().call(endpoints.purchaseVotingPackageSavedCard, { body });
    expect(bought).toMatchObject({ count: 2, point: body.point, price: body.price });
    expect(bought.votingPoint).toBe(paid.user.votingPoint + body.point);
    const purchases = await client().call(endpoints.listVotingPackagePurchases);
    expect(purchases.data[0]).toMatchObject({ id: bought.id, point: body.point });
    seen.pointPurchase = {
      before: paid.user.votingPoint,
      after: bought.votingPoint,
      price: bought.price,
      purchases: purchases.total,
    };
  });
};

describe('the domain client against the mocks (MSW)', () => {
  beforeAll(() => {
    resetMockDb();
    mockServer.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => mockServer.close());
  scenario('mocks', () => ({ baseUrl: 'http://mocks.test', fetch: (...args) => globalThis.fetch(...args) }));
});

describe('the domain client against the real server (PGlite)', () => {
  let app: App;
  let db: DbHandle;
  let dataDir: string;
  let baseUrl = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fanclub-contract-'));
    db = createDb({ databaseUrl: undefined, pgliteDir: 'memory' });
    await db.migrate();
    await seedDemoData(db.db, 3);
    app = await buildApp({ config: testConfig({ dataDir }), db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  // A browser's cookie jar, for the one cookie the API sets: the HttpOnly refresh token.
  let refreshCookie = '';
  const browserFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (refreshCookie) headers.set('cookie', `refresh_token=${refreshCookie}`);
    const res = await realFetch(input, { ...init, headers });
    const set = /refresh_token=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
    if (set) refreshCookie = set[1]!;
    return res;
  };
  scenario('server', () => ({ baseUrl, fetch: browserFetch }));
});

describe('mocks and server agree', () => {
  it('on lists, prices, the placed order and the point purchase', () => {
    expect(summaries.server).toEqual(summaries.mocks);
  });
});
