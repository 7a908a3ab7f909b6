import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '@fanclub/fixtures';
import { charges, productSkus, users } from '../src/db/schema/index.ts';
import { createTestApp, headers, type TestApp } from './helpers.ts';
import { cardToken, orderBody, signIn, skuOf, TEST_CARDS } from './shop-helpers.ts';
import { SANDBOX_TDS_CODE } from '../src/routes/sandbox-challenge-page.ts';

const muffler = skuOf('ニットマフラー', 1); // pink, 3 in stock
const mug = skuOf('ロゴマグカップ');
const photobook = skuOf('【会員限定】5周年メモリアルフォトブック');
const keyholder = skuOf('名入れアクリルキーホルダー');
const calendar = skuOf('2027年 卓上カレンダー'); // not on sale
const penlight = skuOf('公式ペンライト 2027');

describe('shop: products, cart and orders on the seeded demo database', () => {
  let t: TestApp;
  let free: string;
  let paid: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: headers(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const stock = async (skuId: number) =>
    (await t.db.db.select().from(productSkus).where(eq(productSkus.id, skuId)))[0]!.quantity;
  const cartOf = async (token: string) => (await call('GET', 'users/carts', token)).json();
  const setLine = (token: string, productSkuID: number, count: number, purchaseNote?: string) =>
    call('POST', 'users/cart-products', token, {
      cartProducts: [{ productSkuID, count, ...(purchaseNote ? { purchaseNote } : {}) }],
    });

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    free = await signIn(t.app, 'free@example.jp');
    paid = await signIn(t.app, 'paid@example.jp');
  });
  afterAll(() => t.close());

  it('lists products with SKUs and categories, filters by category, and shows one product', async () => {
    const all = (await call('GET', 'products?limit=100')).json();
    expect(all.total).toBeGreaterThan(10);
    const mugProduct = all.data.find((p: { id: number }) => p.id === mug.productID);
    expect(mugProduct).toMatchObject({
      name: 'ロゴマグカップ',
      productSkus: [{ id: mug.id, price: mug.price }],
    });
    const fifth = (await call('GET', 'products?categoryId=5&limit=100')).json();
    expect(
      fifth.data.every((p: { categories: { id: number }[] }) => p.categories.some((c) => c.id === 5)),
    ).toBe(true);
    expect((await call('GET', `products/${photobook.productID}`)).json()).toMatchObject({
      isPaid: true,
      name: photobook.product.name,
    });
    expect((await call('GET', 'products/9999')).statusCode).toBe(404);
    expect((await call('GET', 'product-categories')).json().data[0]).toEqual({ id: 1, name: 'アパレル' });
  });

  it('makes a cart on demand and shows the demo member’s saved line', async () => {
    const cart = await cartOf(free);
    expect(cart).toMatchObject({ userID: 1, cartProducts: [] });
    const demo = await cartOf(paid);
    expect(demo.cartProducts).toEqual([
      expect.objectContaining({
        productSkuID: penlight.id,
        count: 1,
        productSku: expect.objectContaining({ taxRate: 10, productName: '公式ペンライト 2027' }),
      }),
    ]);
    expect((await call('GET', 'users/carts')).statusCode).toBe(401);
  });

  it('shows the demo member’s seeded order history, newest first, as the mocks do', async () => {
    const list = (await call('GET', 'users/orders?limit=100', paid)).json();
    const expected = [...fixtures.orders]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((o) => o.id);
    expect(list.data.map((o: { id: number }) => o.id)).toEqual(expected);
    const shipped = fixtures.orders.find((o) => o.status === 'shipped')!;
    const detail = (await call('GET', `users/orders/${shipped.id}`, paid)).json();
    expect(detail).toMatchObject({
      status: 'shipped',
      finalPrice: shipped.finalPrice,
      items: shipped.items,
      deliveryMethod: shipped.deliveryMethod,
      delivery: shipped.delivery,
    });
    expect((await call('GET', `users/orders/${shipped.id}`, free)).statusCode).toBe(404);
  });

  it('sets counts, removes with 0, and refuses what cannot be bought, in Japanese', async () => {
    const added = await setLine(free, muffler.id, 2);
    expect(added.statusCode).toBe(200);
    expect(added.json().cartProducts).toEqual([
      expect.objectContaining({ productSkuID: muffler.id, count: 2 }),
    ]);
    expect((await setLine(free, muffler.id, 1)).json().cartProducts[0].count).toBe(1);

    const tooMany = await setLine(free, muffler.id, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('「ニットマフラー（ピンク）」の在庫が足りません（残り3点）。');
    expect((await setLine(free, 99_999, 1)).statusCode).toBe(404);
    expect((await setLine(free, calendar.id, 1)).json().message).toContain('現在販売しておりません');
    const gated = await setLine(free, photobook.id, 1);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().message).toBe(
      '「【会員限定】5周年メモリアルフォトブック」は有料会員限定の商品です。',
    );
    const noNote = await setLine(free, keyholder.id, 1);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toContain('備考を入力してください');
    // The refused lines changed nothing.
    expect((await cartOf(free)).cartProducts).toHaveLength(1);

    expect((await setLine(free, keyholder.id, 1, 'HANAKO')).json().cartProducts).toHaveLength(2);
    // A later count change keeps the note the line already has.
    expect((await setLine(free, keyholder.id, 2)).json().cartProducts[1]).toMatchObject({
      count: 2,
      purchaseNote: 'HANAKO',
    });
    expect((await setLine(free, keyholder.id, 0)).json().cartProducts).toHaveLength(1);
    expect((await setLine(paid, photobook.id, 1)).statusCode).toBe(200);
    expect(
      (
        await call('POST', 'users/cart-products', free, {
          cartProducts: [{ productSkuID: mug.id, count: -1 }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('deletes only the member’s own cart lines', async () => {
    const paidLine = (await cartOf(paid)).cartProducts[0].id as number;
    const stranger = await call('DELETE', `users/cart-products/${paidLine}`, free);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('商品を削除できませんでした。カートを読み込み直してください。');
    expect((await cartOf(paid)).cartProducts.map((l: { id: number }) => l.id)).toContain(paidLine);
    const own = await call('DELETE', `users/cart-products/${paidLine}`, paid);
    expect(own.json().cartProducts.map((l: { id: number }) => l.id)).not.toContain(paidLine);
  });

  it('orders with a card token: server-priced, stock taken, lines leave the cart, listed newest first', async () => {
    await setLine(free, mug.id, 2);
    const before = await stock(mug.id);
    const res = await call(
      'POST',
      'users/orders',
      free,
      orderBody([{ sku: mug, count: 2 }], { cardToken: await cardToken(t.app) }),
    );
    expect(res.statusCode).toBe(200);
    const { orderId, miecruOrderId } = res.json();
    expect(miecruOrderId).toMatch(/^FC/);
    expect(await stock(mug.id)).toBe(before - 2);
    expect((await cartOf(free)).cartProducts.map((l: { productSkuID: number }) => l.productSkuID)).toEqual([
      muffler.id,
    ]);

    const order = (await call('GET', `users/orders/${orderId}`, free)).json();
    expect(order).toMatchObject({
      status: 'paid',
      totalProductPrice: 3960,
      deliveryCost: 250,
      finalPrice: 4210,
      maskedCardNumber: '411111********11',
      items: [{ sku: mug.id, price: 1980, count: 2 }],
    });
    const list = (await call('GET', 'users/orders', free)).json();
    expect(list.data[0].id).toBe(orderId);
    expect(list.data.every((o: { userID: number }) => o.userID === 1)).toBe(true);
    // Another member's order is not found, not forbidden: its existence stays private.
    expect((await call('GET', `users/orders/${orderId}`, paid)).statusCode).toBe(404);
    expect(
      (await call('GET', 'users/orders', paid)).json().data.some((o: { id: number }) => o.id === orderId),
    ).toBe(false);
  });

  it('rejects totals that do not match the database, changing nothing', async () => {
    const before = await stock(mug.id);
    const body = orderBody([{ sku: mug, count: 1 }], { cardToken: await cardToken(t.app) });
    const res = await call('POST', 'users/orders', free, { ...body, finalPrice: body.finalPrice - 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '商品の価格または送料が変わりました。カートの内容をご確認のうえ、もう一度ご注文ください。',
    );
    const cheap = await call('POST', 'users/orders', free, {
      ...body,
      orderProducts: [{ ...body.orderProducts[0]!, price: 1 }],
      totalProductPrice: 1,
      finalPrice: 251,
    });
    expect(cheap.statusCode).toBe(400);
    expect(await stock(mug.id)).toBe(before);
  });

  it('answers a declined card with the provider’s reason and leaves cart and stock intact', async () => {
    const before = await stock(muffler.id);
    const res = await call(
      'POST',
      'users/orders',
      free,
      orderBody([{ sku: muffler, count: 1 }], { cardToken: await cardToken(t.app, TEST_CARDS.decline) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'お支払いが完了しませんでした。カードの与信に失敗しました。別のカードをお試しください。',
    );
    expect(await stock(muffler.id)).toBe(before);
    expect((await cartOf(free)).cartProducts.map((l: { productSkuID: number }) => l.productSkuID)).toEqual([
      muffler.id,
    ]);
  });

  it('charges once for a repeated idempotency key and pays with the saved card', async () => {
    const body = orderBody([{ sku: mug, count: 1 }], { idempotencyKey: 'paid-retry-0001' });
    const before = await stock(mug.id);
    const first = await call('POST', 'users/orders', paid, body);
    const again = await call('POST', 'users/orders', paid, body);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stock(mug.id)).toBe(before - 1);
    const rows = await t.db.db
      .select()
      .from(charges)
      .where(eq(charges.idempotencyKey, '2:order:paid-retry-0001'));
    expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', amount: body.finalPrice })]);
    expect((await call('GET', `users/orders/${first.json().orderId}`, paid)).json().maskedCardNumber).toBe(
      fixturesMasked(),
    );
  });

  it('runs a 3-D Secure order: start reserves, the challenge returns to the site, confirm pays once', async () => {
    const before = await stock(mug.id);
    const start = await call(
      'POST',
      'users/tds/order',
      free,
      orderBody([{ sku: mug, count: 1 }], {
        cardToken: await cardToken(t.app, TEST_CARDS.tds),
        redirectionUrl: 'http://localhost:3000/order/tds-return',
      }),
    );
    expect(start.statusCode).toBe(200);
    const { authStartUrl, orderId } = start.json();
    expect(await stock(mug.id)).toBe(before - 1);
    const early = await call('POST', 'users/tds/order/confirm', free, { orderId });
    expect(early.statusCode).toBe(400);

    const page = await t.app.inject({ method: 'GET', url: new URL(authStartUrl).pathname });
    expect(page.body).toContain('本人認証（3-D セキュア）');
    // The early confirm failed the payment and gave the stock back; start again and finish properly.
    expect(await stock(mug.id)).toBe(before);
    const retry = await call(
      'POST',
      'users/tds/update-card-order',
      free,
      orderBody([{ sku: mug, count: 1 }], {
        cardToken: await cardToken(t.app, TEST_CARDS.tds),
        redirectionUrl: '/order/tds-return',
      }),
    );
    const second = retry.json();
    const challenge = await t.app.inject({
      method: 'POST',
      url: new URL(second.authStartUrl).pathname,
      payload: { code: '1234', action: 'authenticate' },
    });
    expect(challenge.statusCode).toBe(303);
    expect(challenge.headers.location).toBe(
      `http://localhost:3000/order/tds-return?orderId=${second.orderId}`,
    );
    const confirmed = await call('POST', 'users/tds/order/confirm', free, { orderId: second.orderId });
    expect(confirmed.statusCode).toBe(200);
    expect((await call('POST', 'users/tds/order/confirm', free, { orderId: second.orderId })).json()).toEqual(
      confirmed.json(),
    );
    expect(
      (await call('POST', 'users/tds/order/confirm', paid, { orderId: second.orderId })).statusCode,
    ).toBe(400);
    expect(await stock(mug.id)).toBe(before - 1);
    expect((await call('GET', `users/orders/${confirmed.json().orderId}`, free)).json().status).toBe('paid');
    // update-card-order keeps the authenticated card as the member's card.
    const [me] = await t.db.db.select().from(users).where(eq(users.id, 1));
    expect(me).toMatchObject({
      maskedCardNumber: '400000********20',
      isValidCard: true,
      cardReference: expect.stringMatching(/^card_/),
    });
  });

  it('never sends the challenge back to a foreign address, and refuses bad input in Japanese', async () => {
    const foreign = await call(
      'POST',
      'users/tds/order',
      free,
      orderBody([{ sku: mug, count: 1 }], {
        cardToken: await cardToken(t.app, TEST_CARDS.tds),
        redirectionUrl: 'https://evil.example/steal',
      }),
    );
    expect(foreign.statusCode).toBe(200);
    // The return address is PUBLIC_URL's own order return page, whatever the request named.
    const challenge = await t.app.inject({
      method: 'POST',
      url: new URL(foreign.json().authStartUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `code=${SANDBOX_TDS_CODE}`,
    });
    expect(challenge.headers.location).toMatch(/^http:\/\/localhost:3000\/order\/tds-return\?orderId=/);
    const bad = await call('POST', 'users/orders', free, {
      ...orderBody([{ sku: mug, count: 1 }]),
      confirmEmail: 'other@example.jp',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/u);
    // Without a token 3-D Secure runs on the member's saved card (issue #10): the issuer's step, not a refusal.
    const onSaved = await call('POST', 'users/tds/order', free, orderBody([{ sku: mug, count: 1 }]));
    expect(onSaved.statusCode).toBe(200);
    expect(onSaved.json().authStartUrl).toEqual(expect.any(String));
  });
});

/** The paid demo member's saved card, as the fixtures mask it. */
const fixturesMasked = () => fixtures.users.find((u) => u.id === 2)!.maskedCardNumber;
