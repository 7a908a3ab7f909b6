/**
 * The dashboard's charts on the fake backend: a made-up but steady history (the same figures for
 * the same month in every run, so stories and baselines hold), the demo's live members by plan, its
 * orders waiting to ship and the coming deadlines of its draws and votes.
 */
import {
  dashboardMonths,
  monthIndex,
  monthOfIndex,
  type DashboardCharts,
  type DashboardMonth,
  type dashboardEndpoints,
} from '@fanclub/domain/admin';
import type { HttpHandler } from 'msw';
import { db, mockNow } from '../db.ts';
import { adminHandle } from './handle.ts';

/** The fixtures' month in Japan (the fake clock is already in +09:00). */
export const mockThisMonth = () => mockNow().slice(0, 7);

/** The club opened in April 2024: no member and no sale before. */
const OPENED = monthIndex('2024-04');

/** One month of the demo's history: growth with a spring and a December peak, a few leavers. */
export const demoDashboardMonth = (month: string): DashboardMonth => {
  const i = monthIndex(month) - OPENED;
  if (i < 0)
    return {
      month,
      registered: 0,
      joined: 0,
      left: 0,
      paidAtStart: 0,
      churnRate: null,
      revenue: { plans: 0, goods: 0, points: 0 },
    };
  const calendar = Number(month.slice(5, 7));
  const peak = calendar === 12 ? 2 : calendar === 4 ? 1.5 : 1;
  const paidAtStart = i === 0 ? 0 : 40 + i * 9;
  const joined = Math.round((14 + (i % 5) * 3) * peak);
  const left = i === 0 ? 0 : 2 + ((i * 7) % 5);
  return {
    month,
    registered: joined + 6 + (i % 4),
    joined,
    left,
    paidAtStart,
    churnRate: paidAtStart === 0 ? null : Math.round((left / paidAtStart) * 1000) / 10,
    revenue: {
      plans: (paidAtStart + joined - left) * 550,
      goods: Math.round((42_000 + (i % 6) * 9_500) * peak),
      points: 11_000 + (i % 3) * 5_500,
    },
  };
};

/** The charts over `from`..`to` on the demo data (or on none, `empty`: a club that just opened). */
export const demoDashboardCharts = (from: string, to: string, { empty = false } = {}): DashboardCharts => {
  const months = Array.from({ length: monthIndex(to) - monthIndex(from) + 1 }, (_, k) =>
    monthOfIndex(monthIndex(from) + k),
  );
  const history = months.map((month) =>
    empty ? { ...demoDashboardMonth('2000-01'), month } : demoDashboardMonth(month),
  );
  if (empty)
    return {
      from,
      to,
      months: history,
      activeByPlan: [],
      ordersToShip: { paid: 0, preparing: 0 },
      deadlines: [],
    };

  const plans = new Map<number, { planId: number; name: string; count: number }>();
  for (const { user } of db.users.values()) {
    const sub = user.subscription;
    if (!sub?.isActive) continue;
    const row = plans.get(sub.planId) ?? { planId: sub.planId, name: sub.name, count: 0 };
    row.count += 1;
    plans.set(sub.planId, row);
  }
  const now = Date.parse(mockNow());
  const deadlines = [
    ...db.content.drawEvents.map((d) => ({
      kind: 'draw' as const,
      id: d.id,
      name: d.name,
      opensAt: d.entryStart,
      closesAt: d.entryEnd,
    })),
    ...db.content.votingEvents.map((v) => ({
      kind: 'voting' as const,
      id: v.id,
      name: v.name,
      opensAt: v.startedDate,
      closesAt: v.closedDate,
    })),
  ]
    .filter((d) => Date.parse(d.closesAt) > now)
    .sort((a, b) => Date.parse(a.closesAt) - Date.parse(b.closesAt))
    .slice(0, 10);
  const waiting = db.orders.filter((o) => o.orderType === 'product');
  return {
    from,
    to,
    months: history,
    activeByPlan: [...plans.values()],
    ordersToShip: {
      paid: waiting.filter((o) => o.status === 'paid').length,
      preparing: waiting.filter((o) => o.status === 'preparing').length,
    },
    deadlines,
  };
};

export const dashboardHandlers: { [N in keyof typeof dashboardEndpoints]: HttpHandler } = {
  adminDashboardCharts: adminHandle('adminDashboardCharts', ({ query }) => {
    const { from, to } = dashboardMonths(query, mockThisMonth());
    return demoDashboardCharts(from, to);
  }),
};
