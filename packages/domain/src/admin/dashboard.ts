/**
 * The dashboard's charts: a period of months (Japan time) and, for each month, members who joined
 * and left, churn and revenue by source; with the paid members by plan, the orders waiting to ship
 * and the coming deadlines of draws and votes. Figures are defined in docs/console.md.
 */
import { z } from 'zod';
import { text } from '../contract/fields.ts';
import { adminResource } from './define.ts';
import { dateTime, id } from './entities.ts';

/** The period choices the console offers, in months ending with this month. */
export const dashboardPeriods = [6, 12, 24] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
/** The longest from–to span the server draws. */
export const DASHBOARD_MAX_MONTHS = 36;

export const dashboardMessages = {
  month: '月は「2026-04」の形で入力してください。',
  period: `期間は開始月から終了月まで、${DASHBOARD_MAX_MONTHS}か月以内で指定してください。`,
} as const;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthField = text().check(z.regex(monthPattern, dashboardMessages.month));

/** `YYYY-MM` as a count of months since year 0, so spans are plain subtraction. */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthOfIndex = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * `months` (the last 6, 12 or 24 months) or `from` and `to` (both, `YYYY-MM`); without either, the
 * last 12 months.
 */
export const dashboardChartsQuery = z
  .object({
    months: z.enum(['6', '12', '24']).optional(),
    from: z.optional(monthField),
    to: z.optional(monthField),
  })
  .check(
    z.refine(({ from, to }) => {
      if (from === undefined && to === undefined) return true;
      if (from === undefined || to === undefined) return false;
      const span = monthIndex(to) - monthIndex(from) + 1;
      return span >= 1 && span <= DASHBOARD_MAX_MONTHS;
    }, dashboardMessages.period),
  );
export type DashboardChartsQuery = z.input<typeof dashboardChartsQuery>;

const count = z.number().int().min(0);
const month = z.string().regex(monthPattern);

export const dashboardMonthSchema = z.object({
  month,
  /** Accounts made in the month (会員登録, free or paid). */
  registered: count,
  /** Paid memberships that started in the month. */
  joined: count,
  /** Paid memberships that ended in the month (cancelled, expired or banned). */
  left: count,
  /** Paid memberships live at the month's first instant. */
  paidAtStart: count,
  /** left / paidAtStart in percent, one decimal; null when nobody was a paid member at the start. */
  churnRate: z.number().min(0).nullable(),
  /** Takings of paid orders made in the month, yen tax included, by what was bought. */
  revenue: z.object({ plans: count, goods: count, points: count }),
});

export const dashboardChartsSchema = z.object({
  from: month,
  to: month,
  months: z.array(dashboardMonthSchema),
  /** Paid members now, by plan. */
  activeByPlan: z.array(z.object({ planId: id.nullable(), name: z.string(), count })),
  /** Goods orders paid and not yet shipped, by status. */
  ordersToShip: z.object({ paid: count, preparing: count }),
  /** Draws and votes whose entry or voting has not closed yet, the soonest first (at most 10). */
  deadlines: z.array(
    z.object({
      kind: z.enum(['draw', 'voting']),
      id,
      name: z.string(),
      opensAt: dateTime,
      closesAt: dateTime,
    }),
  ),
});
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;
export type DashboardDeadline = DashboardCharts['deadlines'][number];

const charts = adminResource('adminDashboardCharts', 'dashboard', 'dashboard');

export const dashboardEndpoints = {
  adminDashboardCharts: charts.read(
    '/charts',
    'Per month: members joined and left, churn, revenue by source; paid members by plan, orders to ship, deadlines',
    { query: dashboardChartsQuery, response: dashboardChartsSchema },
  ),
};

/** The months a query covers, oldest first, given this month in Japan (`YYYY-MM`). */
export const dashboardMonths = (query: z.output<typeof dashboardChartsQuery>, thisMonth: string) => {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const span = Number(query.months ?? 12);
  return { from: monthOfIndex(monthIndex(thisMonth) - span + 1), to: thisMonth };
};
