import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../src/db/schema/index.ts';
import { adminRequest, createTestApp, operatorTokens, type TestApp } from './helpers.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof operatorTokens>>;

const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);

interface Listed {
  id: number;
  orderNumber: string;
  status: string;
  trackingNumber: string | null;
  carrier: string | null;
  member: { email: string };
}

const ordersIn = async (status: string): Promise<Listed[]> =>
  (await admin('GET', `orders?status=${status}&limit=50`, tokens.shop)).json().data;
const order = async (id: number): Promise<Listed> => (await admin('GET', `orders/${id}`, tokens.shop)).json();
const shippedMails = (to: string) =>
  t.mailer.sent.filter((mail) => mail.to === to && mail.subject.includes('商品を発送しました'));
const auditCount = async (action: string) =>
  (await admin('GET', `audit-logs?limit=100`, tokens.owner))
    .json()
    .data.filter((row: { action: string }) => row.action === action).length;

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  tokens = await operatorTokens(t);
  // More orders to ship than the demo data holds: the paid member's, paid and in preparation.
  const [member] = await t.db.db.select().from(users).where(eq(users.email, 'paid@example.jp'));
  const order = (status: 'paid' | 'preparing') => ({
    companyId: t.config.companyId,
    userId: member!.id,
    orderType: 'product' as const,
    status,
    totalProductPrice: 3000,
    finalPrice: 3000,
    paymentMethod: 'credit_card' as const,
  });
  await t.db.db
    .insert(orders)
    .values([
      ...Array.from({ length: 3 }, () => order('paid')),
      ...Array.from({ length: 5 }, () => order('preparing')),
    ]);
}, 60_000);
afterAll(() => t.close());

describe('shipping: 発送のお知らせ', () => {
  it('mails the fan once when an order becomes shipped, with the carrier and its tracking link', async () => {
    const [target] = await ordersIn('preparing');
    const before = t.mailer.sent.length;
    const res = await admin('POST', `orders/${target!.id}/status`, tokens.shop, {
      status: 'shipped',
      trackingNumber: '1234-5678-9012',
      carrier: 'yamato',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'shipped',
      carrier: 'yamato',
      trackingNumber: '1234-5678-9012',
    });
    const sent = t.mailer.sent.slice(before).filter((m) => m.subject.includes('商品を発送しました'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(target!.orderNumber);
    expect(sent[0]!.text).toContain('ヤマト運輸');
    expect(sent[0]!.text).toContain('1234-5678-9012');
    expect(sent[0]!.text).toContain(
      'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=123456789012',
    );

    // Saving again is refused (shipped stays shipped) and sends nothing more.
    const again = await admin('POST', `orders/${target!.id}/status`, tokens.shop, {
      status: 'shipped',
      trackingNumber: '1234-5678-9012',
      carrier: 'yamato',
    });
    expect(again.statusCode).toBe(409);
    const delivered = await admin('POST', `orders/${target!.id}/status`, tokens.shop, {
      status: 'delivered',
    });
    expect(delivered.statusCode).toBe(200);
    const all = t.mailer.sent.slice(before).filter((m) => m.subject.includes('商品を発送しました'));
    expect(all).toHaveLength(1);
  });
});

describe('shipping: bulk status change', () => {
  it('moves every selected order, audited, or none when one may not move', async () => {
    const paid = (await ordersIn('paid')).slice(0, 2);
    const [shipped] = await ordersIn('shipped');
    expect(paid.length).toBe(2);
    expect(shipped).toBeDefined();

    const refused = await admin('POST', 'orders/bulk-status', tokens.shop, {
      ids: [...paid.map((o) => o.id), shipped!.id],
      status: 'preparing',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('変更できない注文が1件あるため、どの注文も変更しませんでした。');
    expect(refused.json().message).toContain(
      `注文 ${shipped!.id}: 「発送済み」から「発送準備中」には変更できません。`,
    );
    for (const o of paid) expect((await order(o.id)).status).toBe('paid');

    const toShipped = await admin('POST', 'orders/bulk-status', tokens.shop, {
      ids: paid.map((o) => o.id),
      status: 'shipped',
    });
    expect(toShipped.statusCode).toBe(400);
    expect(toShipped.json().message).toContain('追跡番号のCSV取り込み');

    const audited = await auditCount('bulk-status');
    const done = await admin('POST', 'orders/bulk-status', tokens.shop, {
      ids: paid.map((o) => o.id),
      status: 'preparing',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: '2件の注文を「発送準備中」にしました。', count: 2 });
    for (const o of paid) expect((await order(o.id)).status).toBe('preparing');
    expect(await auditCount('bulk-status')).toBe(audited + 2);

    const missing = await admin('POST', 'orders/bulk-status', tokens.shop, {
      ids: [999999],
      status: 'delivered',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await admin('POST', 'orders/bulk-status', tokens.editor, { ids: [paid[0]!.id], status: 'delivered' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('shipping: tracking numbers from a CSV', () => {
  it('previews each row with its errors in Japanese and applies nothing while any row is wrong', async () => {
    const [ready, other] = await ordersIn('preparing');
    const [done] = await ordersIn('shipped');
    const csv = [
      '注文番号,追跡番号,配送業者',
      `${ready!.orderNumber},1111-2222-3333,ヤマト運輸`,
      'ZZZZ-NOPE,1111-2222-4444,佐川急便',
      `${done!.orderNumber},5555-6666-7777,日本郵便`,
      `${other!.orderNumber},ab,佐川急便`,
      `${ready!.orderNumber},1111-2222-5555,ヤマト運輸`,
    ].join('\r\n');
    const preview = await admin('POST', 'orders/tracking-import/preview', tokens.shop, {
      csv: `\uFEFF${csv}`,
      carrier: 'yamato',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ valid: 1, invalid: 4, fileError: null });
    expect(body.rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      [],
      ['注文番号「ZZZZ-NOPE」の注文が見つかりません。'],
      ['「発送済み」の注文は発送済みにできません。'],
      ['追跡番号は半角の英数字とハイフンで、8〜30文字にしてください。'],
      ['2行目と同じ注文番号です。'],
    ]);
    expect(body.rows[0]).toMatchObject({ line: 2, orderId: ready!.id, carrier: 'yamato' });

    const refused = await admin('POST', 'orders/tracking-import', tokens.shop, { csv, carrier: 'yamato' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('エラーのある行が4行あるため、取り込みませんでした。');
    expect((await order(ready!.id)).status).toBe('preparing');

    const noColumns = await admin('POST', 'orders/tracking-import/preview', tokens.shop, {
      csv: '注文番号,お届け先\n20261129-AAAA,東京',
      carrier: 'yamato',
    });
    expect(noColumns.json().fileError).toMatch(/注文番号と追跡番号の列が見つかりません/);
  });

  it('applies a clean file: each order shipped with its number, each fan mailed once, audited', async () => {
    const [a, b] = await ordersIn('preparing');
    const audited = await auditCount('tracking-import');
    const before = t.mailer.sent.length;
    // No header, no carrier column: the chosen carrier; lower-case order numbers are found too.
    const csv = `${a!.orderNumber.toLowerCase()},123456789012\n${b!.orderNumber},EJ123456789JP\n`;
    const res = await admin('POST', 'orders/tracking-import', tokens.shop, { csv, carrier: 'japan_post' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: '2件の注文を発送済みにし、発送のお知らせメールを送りました。',
      count: 2,
    });
    expect(await order(a!.id)).toMatchObject({
      status: 'shipped',
      trackingNumber: '123456789012',
      carrier: 'japan_post',
    });
    expect(await order(b!.id)).toMatchObject({ status: 'shipped', trackingNumber: 'EJ123456789JP' });
    const sent = t.mailer.sent.slice(before);
    expect(sent.filter((m) => m.subject.includes(a!.orderNumber))).toHaveLength(1);
    expect(sent.find((m) => m.subject.includes(b!.orderNumber))!.text).toContain('日本郵便');
    expect(shippedMails(a!.member.email).length).toBeGreaterThan(0);
    expect(await auditCount('tracking-import')).toBe(audited + 2);

    // The same file again: both orders are shipped now, so nothing moves and nobody is mailed.
    const again = await admin('POST', 'orders/tracking-import', tokens.shop, { csv, carrier: 'japan_post' });
    expect(again.statusCode).toBe(409);
    expect(t.mailer.sent.length).toBe(before + 2);
  });
});

describe('orders: found by the number the fan knows', () => {
  it('finds an order by its order number, in any letter case, and nothing by a number that does not exist', async () => {
    const [target] = await ordersIn('paid');
    const found = (await admin('GET', `orders?q=${target!.orderNumber.toLowerCase()}`, tokens.shop)).json();
    expect(found.data.map((o: Listed) => o.id)).toEqual([target!.id]);
    const none = (await admin('GET', 'orders?q=20260101-FFFFFFFFFFFF', tokens.shop)).json();
    expect(none.data).toEqual([]);
  });
});
