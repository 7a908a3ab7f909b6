import { ORDER_NUMBER_PATTERN } from '@fanclub/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, cardToken, createMember } from './member-helpers.ts';
import { orderBody, skuOf } from './shop-helpers.ts';

describe('orders a fan can use: names, numbers, detail and 領収書', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
  });
  afterAll(() => t.close());

  const shopOrder = async (token: string) => {
    const body = orderBody([{ sku: skuOf('ロゴマグカップ'), count: 2 }], { cardToken: await cardToken(t) });
    const res = await api.post('users/orders', body, token);
    expect(res.statusCode).toBe(200);
    return { body, placed: res.json() as { orderId: number; orderNumber: string } };
  };

  it('numbers orders by day and random digits, found by number and by the old id', async () => {
    const member = await createMember(t);
    const first = (await shopOrder(member.token)).placed;
    const second = (await shopOrder(member.token)).placed;
    for (const { orderNumber } of [first, second]) expect(orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    // Two orders in a row share the day but nothing that counts them.
    expect(first.orderNumber.slice(0, 8)).toBe(second.orderNumber.slice(0, 8));
    expect(first.orderNumber.slice(9)).not.toBe(second.orderNumber.slice(9));

    const byNumber = await api.get(`users/orders/${first.orderNumber}`, member.token);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toMatchObject({ orderNumber: first.orderNumber, status: 'paid' });
    const byId = await api.get(`users/orders/${first.orderId}`, member.token);
    expect(byId.json().orderNumber).toBe(first.orderNumber);

    // Another member finds neither.
    const other = await createMember(t);
    expect((await api.get(`users/orders/${first.orderNumber}`, other.token)).statusCode).toBe(404);
    expect((await api.get(`users/orders/${first.orderId}`, other.token)).statusCode).toBe(404);
    expect((await api.get('users/orders/abc', member.token)).statusCode).toBe(400);
  });

  it('names plan and point orders in the history', async () => {
    const member = await createMember(t);
    const plan = await api.post(
      'users/memberships/purchase',
      { paymentMethod: 'credit_card', memberShipPlanId: 1, cardToken: await cardToken(t) },
      member.token,
    );
    expect(plan.statusCode).toBe(200);
    const packs = (await api.get('voting-packages')).json().data as {
      id: number;
      price: number;
      taxRate: number;
      point: number;
    }[];
    const pack = packs.find((p) => p.point === 330)!;
    const price = Math.floor((pack.price * (100 + pack.taxRate)) / 100);
    const points = await api.post(
      'users/voting-packages/purchase',
      {
        paymentMethod: 'credit_card',
        votingPackageId: pack.id,
        count: 1,
        point: pack.point,
        price,
        cardToken: await cardToken(t),
      },
      member.token,
    );
    expect(points.statusCode).toBe(200);
    const history = (await api.get('users/orders', member.token)).json().data as {
      orderType: string;
      items: { name: string; price: number; count: number; taxRate: number }[];
    }[];
    const named = Object.fromEntries(history.map((o) => [o.orderType, o.items]));
    expect(named.membership).toEqual([
      expect.objectContaining({ name: '月額プラン 会費', price: 550, count: 1, taxRate: 10 }),
    ]);
    expect(named.voting_package).toEqual([
      expect.objectContaining({ name: '投票ポイント 330pt', price, count: 1, taxRate: 10 }),
    ]);
  });

  it('shows the address, carrier and tracking number once shipped', async () => {
    const member = await createMember(t);
    const { placed, body } = await shopOrder(member.token);
    await t.db.db
      .update(orders)
      .set({ status: 'shipped', carrier: 'yamato', trackingNumber: '1234-5678-9012' })
      .where(eq(orders.id, placed.orderId));
    const order = (await api.get(`users/orders/${placed.orderNumber}`, member.token)).json();
    expect(order).toMatchObject({
      status: 'shipped',
      carrier: 'yamato',
      trackingNumber: '1234-5678-9012',
      paymentMethod: 'credit_card',
      delivery: { zipCode: body.zipCode, address2: body.address2 },
    });
  });

  it('issues the 領収書 once with its addressee, then marks it 再発行', async () => {
    const member = await createMember(t);
    const { placed, body } = await shopOrder(member.token);
    const url = `users/orders/${placed.orderNumber}/receipt`;
    expect((await api.get(url, member.token)).statusCode).toBe(404);
    expect((await api.post(url, { addressee: '' }, member.token)).statusCode).toBe(400);

    const issued = await api.post(url, { addressee: '株式会社ひかり商事' }, member.token);
    expect(issued.statusCode).toBe(200);
    const receipt = issued.json();
    expect(receipt).toMatchObject({
      orderNumber: placed.orderNumber,
      addressee: '株式会社ひかり商事',
      purpose: 'グッズ代として',
      isReissue: false,
      registrationNumber: 'T1234567890123',
      total: body.finalPrice,
      lines: [{ name: 'ロゴマグカップ', count: 2, taxRate: 10 }],
    });
    // The seller is the one the 特定商取引法 page names.
    expect(receipt.issuer.name).toMatch(/株式会社/);
    expect(receipt.issuer.address).toBeTruthy();
    // All at 10 %: the tax is what 10/110 of the total rounds down to.
    expect(receipt.rates).toEqual([
      { taxRate: 10, amount: body.finalPrice, tax: Math.floor((body.finalPrice * 10) / 110) },
    ]);

    // The addressee cannot be changed afterwards; reading it again is a 再発行 of the same receipt.
    const again = await api.post(url, { addressee: '別の名前' }, member.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/宛名は変更できません/);
    const reissue = (await api.get(url, member.token)).json();
    expect(reissue).toMatchObject({
      addressee: '株式会社ひかり商事',
      isReissue: true,
      issuedAt: receipt.issuedAt,
    });
    expect((await api.get(`users/orders/${placed.orderNumber}`, member.token)).json().receiptIssuedAt).toBe(
      receipt.issuedAt,
    );

    const other = await createMember(t);
    expect((await api.get(url, other.token)).statusCode).toBe(404);
  });

  it('gives no 領収書 for an order not paid', async () => {
    const member = await createMember(t);
    const { placed } = await shopOrder(member.token);
    await t.db.db.update(orders).set({ status: 'payment_failed' }).where(eq(orders.id, placed.orderId));
    const res = await api.post(
      `users/orders/${placed.orderNumber}/receipt`,
      { addressee: '山田 花子' },
      member.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('お支払いが完了したご注文の領収書のみ発行できます。');
  });
});
