import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus } from '../src/db/schema/index.ts';
import { createTestApp, headers, type TestApp } from './helpers.ts';
import { cardToken, orderBody, signIn, skuOf, TEST_CARDS } from './shop-helpers.ts';

const mug = skuOf('ロゴマグカップ');
const SOLD_OUT = '「ロゴマグカップ」は在庫切れです。';

describe('shop: the stock gate answers 売り切れ from memory once the database has said so', () => {
  let t: TestApp;
  let free: string;
  let paid: string;
  const order = (token: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/orders',
      headers: headers(token),
      payload: orderBody([{ sku: mug, count: 1 }], extra),
    });
  /** Stock set behind the API's back (an operator's SQL): the gate does not see it. */
  const setStock = (quantity: number) =>
    t.db.db.update(productSkus).set({ quantity }).where(eq(productSkus.id, mug.id));
  const catalogueVersion = () => t.app.publicCache.version('products');

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    free = await signIn(t.app, 'free@example.jp');
    paid = await signIn(t.app, 'paid@example.jp');
  });
  afterAll(() => t.close());

  it('refuses a sold-out SKU without reading the stock again, and never invalidates the catalogue for it', async () => {
    await setStock(1);
    await t.app.publicCache.invalidate('products');
    expect((await order(paid, { idempotencyKey: 'gate-winner' })).statusCode).toBe(200);
    const afterSale = await catalogueVersion();
    // The database says none are left: the same answer as ever, and the gate learns it.
    const first = await order(free, { cardToken: await cardToken(t.app) });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(SOLD_OUT);
    // Stock added by SQL, which no write of the API announced: the gate still refuses, so this
    // answer came from memory, not from the database.
    await setStock(3);
    const second = await order(free, { cardToken: await cardToken(t.app) });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(SOLD_OUT);
    expect(await catalogueVersion()).toBe(afterSale);
    // The winner's retry with its key finds its order, never 売り切れ.
    const retry = await order(paid, { idempotencyKey: 'gate-winner' });
    expect(retry.statusCode).toBe(200);
  });

  it('reopens when stock changes through the API (the catalogue is invalidated)', async () => {
    // What every console stock edit and every cancelled or expired order does once committed.
    await t.app.publicCache.invalidate('products');
    const res = await order(free, { cardToken: await cardToken(t.app) });
    expect(res.statusCode).toBe(200);
  });

  it('voids a close read while a refused card held the last unit', async () => {
    await setStock(1);
    await t.app.publicCache.invalidate('products');
    // Another buyer read 0 while the declined order below held the last unit…
    const mark = await t.app.stockGate.mark();
    const before = await catalogueVersion();
    const declined = await order(free, { cardToken: await cardToken(t.app, TEST_CARDS.decline) });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).not.toBe(SOLD_OUT);
    // …and tells the gate only now: the stock went back since, so the close counts for nothing.
    await t.app.stockGate.close(mug.id, 'ロゴマグカップ', mark);
    expect(await t.app.stockGate.soldOut([mug.id], null)).toBeNull();
    // The refusal changed nothing the catalogue shows.
    expect(await catalogueVersion()).toBe(before);
    expect((await order(free, { cardToken: await cardToken(t.app) })).statusCode).toBe(200);
  });

  it('still refuses a member whose token is not the club’s before the gate', async () => {
    const res = await order('not-a-token');
    expect(res.statusCode).toBe(401);
  });
});
