import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSkus } from '../src/db/schema/index.ts';
import { adminRequest, operatorTokens, createTestApp, headers, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);

/** The fans' catalogue as /products reads it. */
const catalogue = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100', headers: headers() })).json() as {
    data: { id: number; name: string; isPaid: boolean; productSkus: { quantity: number; price: number }[] }[];
    total: number;
  };

const tee = (overrides: Record<string, unknown> = {}) => ({
  name: '5周年記念 ロングTシャツ',
  description: '<p>綿100%。<script>alert(1)</script></p>',
  imageURL: '/demo/goods/tee.png',
  taxRate: 10,
  isPaid: false,
  isSale: true,
  isRequiredPurchaseNote: false,
  purchaseNoteHint: null,
  tag: 'NEW',
  displayOrder: 0,
  categoryIds: [],
  skus: [
    {
      id: null,
      attributes: [
        { name: 'サイズ', label: 'M' },
        { name: 'カラー', label: 'ブラック', value: 'black' },
      ],
      imageUrl: null,
      price: 4500,
      quantity: 12,
      previousQuantity: null,
    },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
}, 60_000);
afterAll(() => t.close());

describe('admin API: products, SKUs and stock', () => {
  it('a product a shop operator saves is in the fans’ catalogue at the next request', async () => {
    const before = await catalogue(); // warms the public cache
    const category = await admin('POST', 'product-categories', tokens.shop, {
      name: '冬物',
      displayOrder: 0,
    });
    expect(category.statusCode, category.body).toBe(200);
    const created = await admin('POST', 'products', tokens.shop, tee({ categoryIds: [category.json().id] }));
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json();
    expect(product.productSkus).toHaveLength(1);
    expect(product.productSkus[0]).toMatchObject({
      quantity: 12,
      price: 4500,
      attributes: [
        { name: 'サイズ', label: 'M', value: 'M' },
        { name: 'カラー', label: 'ブラック', value: 'black' },
      ],
    });
    expect(product.categories).toEqual([{ id: category.json().id, name: '冬物' }]);

    const after = await catalogue();
    expect(after.total).toBe(before.total + 1);
    const shown = after.data.find((p) => p.id === product.id);
    expect(shown?.name).toBe('5周年記念 ロングTシャツ');
    expect(shown?.productSkus[0]).toMatchObject({ quantity: 12, price: 4500 });

    const list = (await admin('GET', 'products?q=ロングT', tokens.shop)).json();
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const inCategory = (
      await admin('GET', `products?categoryId=${category.json().id}`, tokens.support)
    ).json();
    expect(inCategory.total).toBe(1);

    const log = (await admin('GET', 'audit-logs?resource=products', tokens.owner)).json();
    expect(log.data[0]).toMatchObject({
      action: 'create',
      resourceId: String(product.id),
      operatorEmail: 'shop@example.jp',
    });
  });

  it('stock moves by the operator’s change to the stock as it is now, never over orders taken meanwhile', async () => {
    const product = (
      await admin(
        'POST',
        'products',
        tokens.shop,
        tee({ name: '缶バッジ', skus: [{ ...tee().skus[0], quantity: 10 }] }),
      )
    ).json();
    const sku = product.productSkus[0];
    // Three sold while the operator had the form open.
    await t.db.db.update(productSkus).set({ quantity: 7 }).where(eq(productSkus.id, sku.id));
    const body = tee({
      name: '缶バッジ',
      skus: [
        {
          id: sku.id,
          attributes: [{ name: 'サイズ', label: 'M' }],
          imageUrl: null,
          price: 500,
          quantity: 15,
          previousQuantity: 10,
        },
      ],
    });
    const saved = await admin('PATCH', `products/${product.id}`, tokens.shop, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().productSkus[0]).toMatchObject({ id: sku.id, quantity: 12, price: 500 });

    // Taking away more than is left now is refused, and nothing of the edit is kept.
    const tooMany = await admin('PATCH', `products/${product.id}`, tokens.shop, {
      ...body,
      name: '別の名前',
      skus: [{ ...body.skus[0], quantity: 0, previousQuantity: 20 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/在庫/);
    const unchanged = (await admin('GET', `products/${product.id}`, tokens.shop)).json();
    expect(unchanged.name).toBe('缶バッジ');
    expect(unchanged.productSkus[0].quantity).toBe(12);

    // A SKU left out is removed; a new one is added.
    const replaced = await admin('PATCH', `products/${product.id}`, tokens.shop, {
      ...body,
      skus: [{ ...tee().skus[0], attributes: [{ name: 'サイズ', label: 'L' }], quantity: 3 }],
    });
    expect(
      replaced.json().productSkus.map((s: { attributes: { label: string }[] }) => s.attributes[0]!.label),
    ).toEqual(['L']);
  });

  it('refuses bad input with a Japanese message and changes nothing', async () => {
    const count = (await admin('GET', 'products', tokens.shop)).json().total;
    const cases: [Record<string, unknown>, RegExp][] = [
      [tee({ name: '' }), /入力してください/],
      [tee({ skus: [] }), /SKUを1つ以上/],
      [tee({ skus: [{ ...tee().skus[0], price: -1 }] }), /価格は0円から/],
      [tee({ skus: [{ ...tee().skus[0], quantity: 1.5 }] }), /在庫数は0から/],
      [tee({ imageURL: 'javascript:alert(1)' }), /画像のURL/],
      [tee({ skus: [tee().skus[0], tee().skus[0]] }), /同じ属性の組み合わせ/],
      [tee({ categoryIds: [999_999] }), /カテゴリーが見つかりません/],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', 'products', tokens.shop, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await admin('GET', 'products', tokens.shop)).json().total).toBe(count);
  });

  it('only shop and owner write; support reads; an editor sees nothing of the shop', async () => {
    expect((await admin('POST', 'products', tokens.editor, tee())).statusCode).toBe(403);
    expect((await admin('POST', 'products', tokens.support, tee())).statusCode).toBe(403);
    expect((await admin('GET', 'products', tokens.editor)).statusCode).toBe(403);
    expect((await admin('GET', 'products', tokens.support)).statusCode).toBe(200);
    expect((await admin('POST', 'products', tokens.owner, tee({ name: 'オーナーの商品' }))).statusCode).toBe(
      200,
    );
  });

  it('categories: renamed and reordered; deleted only when no product is in them', async () => {
    const list = (await admin('GET', 'product-categories', tokens.shop)).json();
    const used = list.data.find((c: { productCount: number }) => c.productCount > 0);
    const refused = await admin('DELETE', `product-categories/${used.id}`, tokens.shop);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`この分類の商品が${used.productCount}件あるため削除できません。`);

    const fresh = (
      await admin('POST', 'product-categories', tokens.shop, { name: '福袋', displayOrder: 99 })
    ).json();
    const duplicate = await admin('POST', 'product-categories', tokens.shop, {
      name: '福袋',
      displayOrder: 0,
    });
    expect(duplicate.statusCode).toBe(400);
    const renamed = await admin('PATCH', `product-categories/${fresh.id}`, tokens.shop, {
      name: '2027福袋',
      displayOrder: -1,
    });
    expect(renamed.statusCode).toBe(400);
    const moved = await admin('PATCH', `product-categories/${fresh.id}`, tokens.shop, {
      name: '2027福袋',
      displayOrder: 0,
    });
    expect(moved.json()).toMatchObject({ name: '2027福袋', displayOrder: 0, productCount: 0 });
    const fans = (
      await t.app.inject({ method: 'GET', url: '/api/v1/product-categories', headers: headers() })
    ).json();
    expect(fans.data.map((c: { name: string }) => c.name)).toContain('2027福袋');
    expect((await admin('DELETE', `product-categories/${fresh.id}`, tokens.shop)).statusCode).toBe(200);
    const again = (await admin('GET', 'product-categories', tokens.shop)).json();
    expect(again.data.map((c: { id: number }) => c.id)).not.toContain(fresh.id);
  });
});

describe('admin API: delivery methods and fees', () => {
  const fans = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/delivery-methods', headers: headers() })).json() as {
      data: { id: number; name: string; cost: number }[];
    };

  it('a method and its fee reach checkout at once; taken off, checkout no longer offers it', async () => {
    await fans();
    const created = await admin('POST', 'delivery-methods', tokens.shop, {
      name: 'ネコポス',
      cost: 380,
      displayOrder: 5,
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const method = created.json();
    expect(method).toMatchObject({ name: 'ネコポス', cost: 380, displayOrder: 5, isActive: true });
    expect((await fans()).data.find((m) => m.id === method.id)?.cost).toBe(380);

    const changed = await admin('PATCH', `delivery-methods/${method.id}`, tokens.shop, {
      ...method,
      id: undefined,
      cost: 420,
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await fans()).data.map((m) => m.id)).not.toContain(method.id);
    const all = (await admin('GET', 'delivery-methods?limit=100', tokens.support)).json();
    expect(all.data.find((m: { id: number }) => m.id === method.id)).toMatchObject({
      cost: 420,
      isActive: false,
    });

    const log = (await admin('GET', 'audit-logs?resource=deliveryMethods', tokens.owner)).json();
    expect(log.data[0]).toMatchObject({ action: 'update', before: { cost: 380 }, after: { cost: 420 } });
  });

  it('refuses a bad fee in Japanese and changes nothing; only shop and owner write', async () => {
    const before = (await admin('GET', 'delivery-methods?limit=100', tokens.shop)).json();
    const id = before.data[0].id;
    const bad = await admin('PATCH', `delivery-methods/${id}`, tokens.shop, {
      name: before.data[0].name,
      cost: -10,
      displayOrder: 0,
      isActive: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('送料は0円から100万円までの整数で入力してください。');
    const noName = await admin('POST', 'delivery-methods', tokens.shop, {
      name: ' ',
      cost: 0,
      displayOrder: 0,
      isActive: true,
    });
    expect(noName.statusCode).toBe(400);
    expect((await admin('GET', 'delivery-methods?limit=100', tokens.shop)).json()).toEqual(before);
    expect(
      (
        await admin('POST', 'delivery-methods', tokens.editor, {
          name: '便',
          cost: 0,
          displayOrder: 0,
          isActive: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await admin('PATCH', `delivery-methods/999999`, tokens.owner, {
          name: '便',
          cost: 0,
          displayOrder: 0,
          isActive: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('admin API: the orders’ CSV', () => {
  it('comes a page of orders at a time: the first part with the BOM and Japanese headers, one row per line', async () => {
    const list = (await admin('GET', 'orders?limit=100', tokens.shop)).json();
    expect(list.total).toBeGreaterThan(2);
    const lines = list.data.reduce((n: number, o: { items: unknown[] }) => n + o.items.length, 0);
    const parts: { csv: string; nextOffset: number | null; total: number; filename: string }[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const res = await admin('GET', `orders-export?limit=2&offset=${offset}`, tokens.shop);
      expect(res.statusCode, res.body).toBe(200);
      parts.push(res.json());
      offset = res.json().nextOffset;
    }
    expect(parts).toHaveLength(Math.ceil(list.total / 2));
    const csv = parts.map((p) => p.csv).join('');
    expect(
      csv.startsWith(
        '\uFEFF注文番号,注文日時,状態,会員番号,注文者,メールアドレス,商品名,属性,単価（税込）,数量',
      ),
    ).toBe(true);
    expect(parts.slice(1).every((p) => !p.csv.includes('注文番号'))).toBe(true);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + lines);
    expect(rows[1]).toContain(String(list.data[0].id));
    expect(parts[0]!.filename).toMatch(/^orders-all-\d{8}\.csv$/);

    const filtered = (await admin('GET', 'orders-export?status=cancelled', tokens.support)).json();
    expect(
      filtered.csv
        .split('\r\n')
        .slice(1, -1)
        .every((row: string) => row.includes('キャンセル')),
    ).toBe(true);
    expect((await admin('GET', 'orders-export', tokens.editor)).statusCode).toBe(403);
  });
});

describe('admin API: stock alerts', () => {
  it('lists the SKUs at or below the threshold, fewest first; a bad threshold is refused in Japanese', async () => {
    const product = (
      await admin(
        'POST',
        'products',
        tokens.shop,
        tee({ name: '残りわずかのタオル', skus: [{ ...tee().skus[0], quantity: 1 }] }),
      )
    ).json();
    const alerts = (await admin('GET', 'stock-alerts?limit=100', tokens.shop)).json();
    const quantities = alerts.data.map((a: { quantity: number }) => a.quantity);
    expect(quantities.every((n: number) => n <= 5)).toBe(true);
    expect(quantities).toEqual([...quantities].sort((x: number, y: number) => x - y));
    expect(alerts.data.find((a: { productId: number }) => a.productId === product.id)).toMatchObject({
      productName: '残りわずかのタオル',
      quantity: 1,
      isSale: true,
    });
    const none = (await admin('GET', 'stock-alerts?threshold=0&q=タオル', tokens.support)).json();
    expect(none.total).toBe(0);
    const bad = await admin('GET', 'stock-alerts?threshold=-1', tokens.shop);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('しきい値は0から100万までの整数で入力してください。');
    expect((await admin('GET', 'stock-alerts', tokens.editor)).statusCode).toBe(403);
  });
});
