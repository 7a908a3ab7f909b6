import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import {
  drawEvents,
  membershipPlans,
  orders,
  subscriptions,
  users,
  votingEvents,
} from '../src/db/schema/index.ts';
import { DEMO_OPERATOR_PASSWORD } from '../src/db/seed-operators.ts';
import { adminDashboardChartsRepository } from '../src/repositories/admin/dashboard-charts.ts';
import { adminRequest, createTestApp, headers, type TestApp } from './helpers.ts';
import { freshPostgres, TEST_DATABASE_URL } from './postgres-helpers.ts';
import { freshTestDb } from './test-db.ts';

/** An instant given in Japan time. */
const jst = (local: string) => new Date(`${local}+09:00`);
const NOW = jst('2026-03-15T12:00:00');

let userCount = 0;
const insertUser = async ({ db }: DbHandle, createdAt: Date) => {
  userCount += 1;
  const [row] = await db
    .insert(users)
    .values({
      companyId: 3,
      email: `dash${userCount}-${createdAt.getTime()}@example.jp`,
      passwordHash: 'x',
      phone: '09012345678',
      zipCode: '1500001',
      prefectureId: 13,
      address1: '渋谷区',
      address2: '1-1',
      birthDate: '1999-01-01',
      createdAt,
    })
    .returning({ id: users.id });
  return row!.id;
};

/**
 * Three months of a small club (January to March 2026, Japan time), with rows on both sides of
 * the months' edges: a sign-up at 23:30 on 31 January and one at 00:30 on 1 February (still
 * January in UTC), a membership that ended at 00:30 on 1 March.
 */
const seedClub = async (handle: DbHandle) => {
  const { db } = handle;
  const [gold, silver] = await db
    .insert(membershipPlans)
    .values([
      { companyId: 3, name: 'ゴールド', price: 5500, cycleType: 'month' as const },
      { companyId: 3, name: 'シルバー', price: 3300, cycleType: 'month' as const },
    ])
    .returning({ id: membershipPlans.id });
  const u1 = await insertUser(handle, jst('2026-01-10T10:00:00'));
  const u2 = await insertUser(handle, jst('2026-01-31T23:30:00'));
  const u3 = await insertUser(handle, jst('2026-02-01T00:30:00'));
  const u4 = await insertUser(handle, jst('2025-12-01T09:00:00'));
  const u5 = await insertUser(handle, jst('2025-11-01T09:00:00'));
  const sub = (
    userId: number,
    plan: { id: number },
    status: 'active' | 'cancel_requested' | 'expired' | 'banned',
    start: string,
    end: string,
    bannedAt?: string,
  ) => ({
    userId,
    planId: plan.id,
    name: plan === gold ? 'ゴールド' : 'シルバー',
    price: 5500,
    taxRate: 10,
    cycleType: 'month' as const,
    cycleValue: 1,
    status,
    start: jst(start),
    end: jst(end),
    ...(bannedAt ? { bannedAt: jst(bannedAt) } : {}),
  });
  await db
    .insert(subscriptions)
    .values([
      sub(u4, gold!, 'active', '2025-12-05T00:00:00', '2026-04-05T00:00:00'),
      sub(u1, gold!, 'expired', '2026-01-10T10:00:00', '2026-02-10T10:00:00'),
      sub(u2, gold!, 'cancel_requested', '2025-12-20T00:00:00', '2026-01-20T00:00:00'),
      sub(u3, silver!, 'expired', '2026-02-01T00:30:00', '2026-03-01T00:30:00'),
      sub(u3, silver!, 'active', '2026-03-05T00:00:00', '2026-04-05T00:00:00'),
      sub(u5, gold!, 'banned', '2025-11-01T00:00:00', '2026-05-01T00:00:00', '2026-02-14T12:00:00'),
    ]);
  const order = (
    orderType: 'product' | 'membership' | 'voting_package',
    status: 'paid' | 'preparing' | 'shipped' | 'delivered' | 'cancelled' | 'pending_payment',
    finalPrice: number,
    at: string,
  ) => ({
    companyId: 3,
    userId: u1,
    orderType,
    status,
    totalProductPrice: finalPrice,
    finalPrice,
    paymentMethod: 'credit_card' as const,
    createdAt: jst(at),
  });
  await db
    .insert(orders)
    .values([
      order('membership', 'paid', 5500, '2026-01-05T10:00:00'),
      order('product', 'shipped', 3000, '2026-01-20T10:00:00'),
      order('voting_package', 'paid', 1100, '2026-02-03T10:00:00'),
      order('product', 'delivered', 2000, '2026-02-28T23:59:00'),
      order('product', 'paid', 4000, '2026-03-01T00:00:30'),
      order('product', 'preparing', 1500, '2026-03-02T10:00:00'),
      order('product', 'cancelled', 9999, '2026-03-03T10:00:00'),
      order('membership', 'pending_payment', 5500, '2026-03-04T10:00:00'),
      order('membership', 'paid', 5500, '2026-03-05T10:00:00'),
    ]);
  await db.insert(drawEvents).values([
    {
      companyId: 3,
      name: '春のサイン会',
      eventDate: jst('2026-04-20T13:00:00'),
      entryStart: jst('2026-03-01T00:00:00'),
      entryEnd: jst('2026-03-20T23:59:00'),
    },
    {
      companyId: 3,
      name: '夏のお茶会',
      eventDate: jst('2026-05-20T13:00:00'),
      entryStart: jst('2026-04-01T00:00:00'),
      entryEnd: jst('2026-04-10T23:59:00'),
    },
  ]);
  await db.insert(votingEvents).values([
    {
      companyId: 3,
      name: 'センター総選挙',
      startedDate: jst('2026-03-10T00:00:00'),
      closedDate: jst('2026-03-18T20:00:00'),
    },
    {
      companyId: 3,
      name: '冬の人気投票',
      startedDate: jst('2026-02-01T00:00:00'),
      closedDate: jst('2026-03-10T20:00:00'),
    },
  ]);
};

const expected = [
  {
    month: '2026-01',
    registered: 2,
    joined: 1,
    left: 1,
    paidAtStart: 3,
    churnRate: 33.3,
    revenue: { plans: 5500, goods: 3000, points: 0 },
  },
  {
    month: '2026-02',
    registered: 1,
    joined: 1,
    left: 2,
    paidAtStart: 3,
    churnRate: 66.7,
    revenue: { plans: 0, goods: 2000, points: 1100 },
  },
  {
    month: '2026-03',
    registered: 0,
    joined: 1,
    left: 1,
    paidAtStart: 2,
    churnRate: 50,
    revenue: { plans: 5500, goods: 5500, points: 0 },
  },
];

const chartsSuite = (open: () => Promise<{ handle: DbHandle; close: () => Promise<void> }>) => {
  let handle: DbHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await open());
    await seedClub(handle);
  });
  afterAll(() => close());

  it('counts joined, left, churn and revenue by source per month in Japan time', async () => {
    const charts = await adminDashboardChartsRepository(handle.db, 3).read('2026-01', '2026-03', NOW);
    expect(charts.months).toEqual(expected);
  });

  it('gives the paid members by plan, the orders waiting to ship and the coming deadlines', async () => {
    const charts = await adminDashboardChartsRepository(handle.db, 3).read('2026-03', '2026-03', NOW);
    expect(
      charts.activeByPlan
        .map(({ name, count }) => ({ name, count }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual(
      [
        { name: 'シルバー', count: 1 },
        { name: 'ゴールド', count: 1 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(charts.ordersToShip).toEqual({ paid: 1, preparing: 1 });
    expect(charts.deadlines.map(({ kind, name, closesAt }) => [kind, name, closesAt])).toEqual([
      ['voting', 'センター総選挙', jst('2026-03-18T20:00:00').toISOString()],
      ['draw', '春のサイン会', jst('2026-03-20T23:59:00').toISOString()],
      ['draw', '夏のお茶会', jst('2026-04-10T23:59:00').toISOString()],
    ]);
  });

  it('gives empty months (no churn rate) before the club had members, and other companies see none', async () => {
    const before = await adminDashboardChartsRepository(handle.db, 3).read('2025-09', '2025-10', NOW);
    expect(before.months.map((m) => [m.month, m.paidAtStart, m.churnRate, m.revenue.goods])).toEqual([
      ['2025-09', 0, null, 0],
      ['2025-10', 0, null, 0],
    ]);
    const other = await adminDashboardChartsRepository(handle.db, 4).read('2026-01', '2026-03', NOW);
    expect(other.months.every((m) => m.registered + m.joined + m.left + m.revenue.plans === 0)).toBe(true);
    expect(other.deadlines).toEqual([]);
  });
};

describe('dashboard charts on PGlite', () => {
  chartsSuite(async () => {
    const handle = await freshTestDb();
    return { handle, close: () => handle.close() };
  });
});

describe.skipIf(!TEST_DATABASE_URL)('dashboard charts on PostgreSQL (TEST_DATABASE_URL)', () => {
  chartsSuite(async () => {
    const { handle, drop } = await freshPostgres();
    return { handle, close: drop };
  });
});

describe('dashboard charts endpoint', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    for (const role of ['owner', 'editor', 'shop', 'support']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/sign-in',
        headers: headers(),
        payload: { email: `${role}@example.jp`, password: DEMO_OPERATOR_PASSWORD },
      });
      tokens[role] = res.json().token;
    }
  });
  afterAll(() => t.close());

  it('answers every role with the months of the period chosen', async () => {
    for (const role of ['owner', 'editor', 'shop', 'support']) {
      const res = await adminRequest(t, 'GET', 'dashboard/charts?months=6', tokens[role]);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().months).toHaveLength(6);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const year = await adminRequest(t, 'GET', 'dashboard/charts', tokens.owner);
    expect(year.json().months).toHaveLength(12);
    const span = await adminRequest(t, 'GET', 'dashboard/charts?from=2025-04&to=2026-03', tokens.owner);
    expect(span.json().months.map((m: { month: string }) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('refuses a period it cannot draw, in Japanese', async () => {
    for (const query of [
      'from=2026-03',
      'from=2026-05&to=2026-01',
      'from=2020-01&to=2026-01',
      'months=5',
      'from=2026-13&to=2026-12',
    ]) {
      const res = await adminRequest(t, 'GET', `dashboard/charts?${query}`, tokens.owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/月|期間|入力|選/);
    }
  });

  it('keeps its answer until a write to what it is built from', async () => {
    const read = async () =>
      (await adminRequest(t, 'GET', 'dashboard/charts?months=6', tokens.owner)).json().ordersToShip
        .paid as number;
    const first = await read();
    const [user] = await t.db.db.select({ id: users.id }).from(users).limit(1);
    await t.db.db.insert(orders).values({
      companyId: 3,
      userId: user!.id,
      orderType: 'product',
      status: 'paid',
      totalProductPrice: 1000,
      finalPrice: 1000,
      paymentMethod: 'credit_card',
    });
    expect(await read()).toBe(first);
    await t.app.publicCache.invalidate('products');
    expect(await read()).toBe(first + 1);
  });
});
