import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TDS_CODE } from '../src/routes/sandbox-challenge-page.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { caller, cardToken, createMember, passChallenge, TEST_CARDS } from '../test/member-helpers.ts';
import { orderBody, skuOf } from '../test/shop-helpers.ts';

/**
 * A saved 3-D Secure card is challenged again for every payment the member makes, so a stolen
 * session cannot buy on it (issue #10). Renewals (merchant-initiated) are covered in
 * test/sandbox-payments.test.ts.
 */
describe('a saved card goes through 3-D Secure for every customer-initiated payment', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    api = caller(t);
  });
  afterAll(() => t.close());

  const memberWithSavedTdsCard = async () => {
    const member = await createMember(t);
    const start = await api.post(
      'users/tds/credit_card/auth',
      { cardToken: await cardToken(t, TEST_CARDS.tds) },
      member.token,
    );
    await passChallenge(t, start.json().authStartUrl, SANDBOX_TDS_CODE);
    const saved = await api.post(
      'users/tds/credit_card/auth/confirm',
      { orderId: start.json().orderId },
      member.token,
    );
    expect(saved.json()).toMatchObject({ isValidCard: true });
    return member;
  };

  it('an order of any amount on the saved card is not paid without the challenge', async () => {
    const member = await memberWithSavedTdsCard();
    const res = await api.post(
      'users/orders',
      orderBody([{ sku: skuOf('ロゴマグカップ'), count: 2 }]),
      member.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/本人認証（3-D ?セキュア）が必要です/);
    const orders = await api.get('users/orders', member.token);
    expect(orders.json().data.filter((o: { status: string }) => o.status === 'paid')).toEqual([]);
  });

  it('points bought with the saved card are not paid without the challenge', async () => {
    const member = await memberWithSavedTdsCard();
    const body = { paymentMethod: 'credit_card', votingPackageId: 1, count: 1, point: 100, price: 1100 };
    const res = await api.post('users/voting-packages/purchases', body, member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/本人認証（3-D ?セキュア）が必要です/);
  });

  it('a checkout on the saved card goes through the challenge, then pays once', async () => {
    const member = await memberWithSavedTdsCard();
    const start = await api.post(
      'users/tds/order',
      { ...orderBody([{ sku: skuOf('ロゴマグカップ'), count: 1 }]), cardToken: undefined },
      member.token,
    );
    expect(start.statusCode, start.body).toBe(200);
    // The issuer's challenge, not straight back to the site.
    expect(new URL(start.json().authStartUrl).pathname).toMatch(/^\/sandbox-pay\/3ds\//);
    await passChallenge(t, start.json().authStartUrl, SANDBOX_TDS_CODE);
    const paid = await api.post('users/tds/order/confirm', { orderId: start.json().orderId }, member.token);
    expect(paid.statusCode, paid.body).toBe(200);
    const again = await api.post('users/tds/order/confirm', { orderId: start.json().orderId }, member.token);
    expect(again.json()).toEqual(paid.json());
    const orders = await api.get('users/orders', member.token);
    expect(orders.json().data.filter((o: { status: string }) => o.status === 'paid')).toHaveLength(1);
  });

  it('points on the saved card go through the challenge; a failed challenge adds nothing', async () => {
    const member = await memberWithSavedTdsCard();
    const body = { paymentMethod: 'credit_card', votingPackageId: 1, count: 2, point: 200, price: 2200 };
    const refused = await api.post('users/tds/voting-packages/purchase', body, member.token);
    await passChallenge(t, refused.json().authStartUrl, '000000');
    const failed = await api.post(
      'users/tds/voting-packages/purchase/confirm',
      { orderId: refused.json().orderId },
      member.token,
    );
    expect(failed.statusCode).toBe(400);
    expect((await api.get('users/voting-packages/purchases', member.token)).json().data).toEqual([]);

    const start = await api.post('users/tds/voting-packages/purchase', body, member.token);
    expect(new URL(start.json().authStartUrl).pathname).toMatch(/^\/sandbox-pay\/3ds\//);
    await passChallenge(t, start.json().authStartUrl, SANDBOX_TDS_CODE);
    const bought = await api.post(
      'users/tds/voting-packages/purchase/confirm',
      { orderId: start.json().orderId },
      member.token,
    );
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ point: 200, price: 2200, votingPoint: 200 });
    // A repeated confirm (a reloaded return page) answers the same purchase, adds nothing.
    const again = await api.post(
      'users/tds/voting-packages/purchase/confirm',
      { orderId: start.json().orderId },
      member.token,
    );
    expect(again.json()).toEqual(bought.json());
  });

  it('a plan bought with the saved card goes through the challenge', async () => {
    const member = await memberWithSavedTdsCard();
    const start = await api.post(
      'users/tds/subscription',
      { paymentMethod: 'credit_card', memberShipPlanId: 1 },
      member.token,
    );
    expect(start.statusCode, start.body).toBe(200);
    expect(new URL(start.json().authStartUrl).pathname).toMatch(/^\/sandbox-pay\/3ds\//);
    await passChallenge(t, start.json().authStartUrl, SANDBOX_TDS_CODE);
    const paid = await api.post(
      'users/tds/subscription/confirm',
      { orderId: start.json().orderId },
      member.token,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().user.isPaidMember).toBe(true);
  });

  it('a card that needs no challenge (frictionless) still pays from the saved card', async () => {
    const member = await createMember(t);
    const start = await api.post(
      'users/tds/credit_card/auth',
      { cardToken: await cardToken(t, TEST_CARDS.ok) },
      member.token,
    );
    await api.post('users/tds/credit_card/auth/confirm', { orderId: start.json().orderId }, member.token);
    const res = await api.post(
      'users/orders',
      orderBody([{ sku: skuOf('ロゴマグカップ'), count: 1 }]),
      member.token,
    );
    expect(res.statusCode).toBe(200);
  });

  it('a saved card the issuer lets through comes straight back to the site and pays', async () => {
    const member = await createMember(t);
    const start = await api.post(
      'users/tds/credit_card/auth',
      { cardToken: await cardToken(t, TEST_CARDS.ok) },
      member.token,
    );
    await api.post('users/tds/credit_card/auth/confirm', { orderId: start.json().orderId }, member.token);
    const body = { paymentMethod: 'credit_card', votingPackageId: 1, count: 1, point: 100, price: 1100 };
    const points = await api.post('users/tds/voting-packages/purchase', body, member.token);
    const back = new URL(points.json().authStartUrl);
    expect(back.pathname).toBe('/voting/point-purchase-process');
    expect(back.searchParams.get('orderId')).toBe(points.json().orderId);
    const bought = await api.post(
      'users/tds/voting-packages/purchase/confirm',
      { orderId: points.json().orderId },
      member.token,
    );
    expect(bought.json()).toMatchObject({ point: 100, votingPoint: 100 });
  });
});
