import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, operatorTokens, createTestApp, headers, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);

/** The plans /membership-registration offers. */
const offered = async () =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/membership-plans?limit=100', headers: headers() })
    ).json() as {
      data: { id: number; name: string; price: number; cycleType: string; cycleValue: number }[];
    }
  ).data;

const plan = (overrides: Record<string, unknown> = {}) => ({
  name: '年額プレミアム',
  price: 5500,
  taxRate: 10,
  initialFee: 0,
  isDisplayed: true,
  cycleType: 'year',
  cycleValue: 1,
  contentView: '<p>すべての会員限定コンテンツ</p>',
  displayOrder: 9,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
});
afterAll(() => t.close());

describe('admin API: membership plans', () => {
  it('the owner adds a plan, changes its price and hides it: the fans read each change at once', async () => {
    await offered();
    const created = await admin('POST', 'membership-plans', tokens.owner, plan());
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ name: '年額プレミアム', price: 5500, subscribers: 0, images: [] });
    expect((await offered()).find((p) => p.id === id)).toMatchObject({ price: 5500, cycleType: 'year' });

    const repriced = await admin('PATCH', `membership-plans/${id}`, tokens.owner, plan({ price: 6000 }));
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect((await offered()).find((p) => p.id === id)?.price).toBe(6000);

    const hidden = await admin(
      'PATCH',
      `membership-plans/${id}`,
      tokens.owner,
      plan({ price: 6000, isDisplayed: false }),
    );
    expect(hidden.statusCode).toBe(200);
    expect((await offered()).map((p) => p.id)).not.toContain(id);
    // The console still lists it, hidden.
    const all = (await admin('GET', 'membership-plans?limit=100', tokens.support)).json();
    expect(all.data.find((p: { id: number }) => p.id === id)).toMatchObject({
      isDisplayed: false,
      price: 6000,
    });

    const log = (await admin('GET', 'audit-logs?resource=membershipPlans', tokens.owner)).json();
    expect(log.data[0]).toMatchObject({
      action: 'update',
      before: { isDisplayed: true },
      after: { isDisplayed: false },
    });
    expect(log.data[1]).toMatchObject({ action: 'update', before: { price: 5500 }, after: { price: 6000 } });
  });

  it('refuses a bad price or cycle in Japanese and changes nothing', async () => {
    const before = (await admin('GET', 'membership-plans?limit=100', tokens.owner)).json();
    const id = before.data[0].id as number;
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, '料金は0円から1,000万円までの整数（円）で入力してください。'],
      [{ price: 1.5 }, '料金は0円から1,000万円までの整数（円）で入力してください。'],
      [{ cycleType: 'week' }, '課金の周期は「月ごと」か「年ごと」から選んでください。'],
      [{ cycleValue: 0 }, '周期の長さは1から12までの整数で入力してください。'],
      [{ initialFee: -500 }, '入会金は0円から1,000万円までの整数（円）で入力してください。'],
    ];
    for (const [change, message] of cases) {
      const res = await admin('PATCH', `membership-plans/${id}`, tokens.owner, plan(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const noName = await admin('POST', 'membership-plans', tokens.owner, plan({ name: ' ' }));
    expect(noName.statusCode).toBe(400);
    expect((await admin('GET', 'membership-plans?limit=100', tokens.owner)).json()).toEqual(before);
  });

  it('answers 404 in Japanese for a plan that does not exist', async () => {
    for (const [method, payload] of [['GET'], ['PATCH', plan()], ['DELETE']] as const) {
      const res = await admin(method, 'membership-plans/999999', tokens.owner, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });

  it('refuses to delete a plan members subscribe to (409), deletes one nobody has', async () => {
    const all = (await admin('GET', 'membership-plans?limit=100', tokens.owner)).json();
    const used = all.data.find((p: { subscribers: number }) => p.subscribers > 0);
    expect(used, 'the demo seed subscribes members to a plan').toBeDefined();
    const refused = await admin('DELETE', `membership-plans/${used.id}`, tokens.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^このプランには加入した会員が\d+人いるため削除できません。/);
    expect((await admin('GET', `membership-plans/${used.id}`, tokens.owner)).json()).toEqual(used);

    const fresh = (
      await admin('POST', 'membership-plans', tokens.owner, plan({ name: '試用プラン' }))
    ).json();
    const removed = await admin('DELETE', `membership-plans/${fresh.id}`, tokens.owner);
    expect(removed.statusCode).toBe(200);
    expect((await admin('GET', `membership-plans/${fresh.id}`, tokens.owner)).statusCode).toBe(404);
  });

  it('plans are money: only the owner writes them; support reads, editor and shop do not', async () => {
    expect((await admin('POST', 'membership-plans', tokens.support, plan())).statusCode).toBe(403);
    expect((await admin('GET', 'membership-plans', tokens.support)).statusCode).toBe(200);
    expect((await admin('GET', 'membership-plans', tokens.editor)).statusCode).toBe(403);
    expect((await admin('GET', 'membership-plans', tokens.shop)).statusCode).toBe(403);
  });
});
