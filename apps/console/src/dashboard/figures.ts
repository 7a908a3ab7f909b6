import type { DashboardCharts } from '@fanclub/domain/admin';
import { formatDateTime, formatYen } from '@fanclub/domain';
import { toCsv, type CsvCell } from '@fanclub/domain/admin';
import { dashboardWords as w } from './messages.ts';

/** `2026-04` as the axis shows it: 4月, with the year on January and on the first month shown. */
export const monthTick = (month: string, index = 0) =>
  index === 0 || month.endsWith('-01')
    ? `${month.slice(0, 4)}/${Number(month.slice(5, 7))}`
    : `${Number(month.slice(5, 7))}月`;
/** `2026-04` as a sentence or a table reads it: 2026年4月. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

export const people = (n: number) => `${n.toLocaleString('ja-JP')}${w.members.unit}`;
export const percent = (rate: number | null) => (rate === null ? w.churn.none : `${rate.toFixed(1)}%`);

/**
 * One chart's figures as a table: the headers, the cells as a person reads them and the same rows
 * as the CSV holds them (plain numbers, so a spreadsheet can add them up).
 */
export interface FigureTable {
  headers: string[];
  /** Words rather than figures past the first column: cells start at the left, the last one wraps. */
  text?: boolean;
  cells: string[][];
  csv: CsvCell[][];
}

export const memberTable = (charts: DashboardCharts): FigureTable => ({
  headers: [w.table.month, w.members.joined, w.members.left, w.members.registered],
  cells: charts.months.map((m) => [
    monthLabel(m.month),
    people(m.joined),
    people(m.left),
    people(m.registered),
  ]),
  csv: charts.months.map((m) => [m.month, m.joined, m.left, m.registered]),
});

export const churnTable = (charts: DashboardCharts): FigureTable => ({
  headers: [w.table.month, w.churn.rate, w.churn.left, w.churn.paidAtStart],
  cells: charts.months.map((m) => [
    monthLabel(m.month),
    percent(m.churnRate),
    people(m.left),
    people(m.paidAtStart),
  ]),
  csv: charts.months.map((m) => [m.month, m.churnRate, m.left, m.paidAtStart]),
});

const total = (r: DashboardCharts['months'][number]['revenue']) => r.plans + r.goods + r.points;

export const revenueTable = (charts: DashboardCharts): FigureTable => ({
  headers: [w.table.month, w.revenue.plans, w.revenue.goods, w.revenue.points, w.revenue.total],
  cells: charts.months.map(({ month, revenue: r }) => [
    monthLabel(month),
    formatYen(r.plans),
    formatYen(r.goods),
    formatYen(r.points),
    formatYen(total(r)),
  ]),
  csv: charts.months.map(({ month, revenue: r }) => [month, r.plans, r.goods, r.points, total(r)]),
});

export const planTable = (charts: DashboardCharts): FigureTable => ({
  headers: [w.plans.plan, w.plans.members],
  cells: charts.activeByPlan.map((p) => [p.name, people(p.count)]),
  csv: charts.activeByPlan.map((p) => [p.name, p.count]),
});

export const shippingRows = (charts: DashboardCharts) => [
  { status: w.shipping.paid, count: charts.ordersToShip.paid },
  { status: w.shipping.preparing, count: charts.ordersToShip.preparing },
];

export const shippingTable = (charts: DashboardCharts): FigureTable => ({
  headers: [w.shipping.status, w.shipping.count],
  cells: shippingRows(charts).map((r) => [r.status, `${r.count}件`]),
  csv: shippingRows(charts).map((r) => [r.status, r.count]),
});

export const deadlineTable = (charts: DashboardCharts): FigureTable => ({
  text: true,
  headers: [w.deadlines.closesAt, w.deadlines.kind, w.deadlines.opensAt, w.deadlines.name],
  cells: charts.deadlines.map((d) => [
    formatDateTime(d.closesAt).slice(0, 16),
    w.deadlines[d.kind],
    formatDateTime(d.opensAt).slice(0, 16),
    d.name,
  ]),
  csv: charts.deadlines.map((d) => [
    formatDateTime(d.closesAt),
    w.deadlines[d.kind],
    formatDateTime(d.opensAt),
    d.name,
  ]),
});

/** The CSV file of one chart, named after it and the period (`dashboard-revenue-2025-12_2026-11.csv`). */
export const csvFile = (name: string, charts: DashboardCharts, table: FigureTable) => ({
  filename: `dashboard-${name}-${charts.from}_${charts.to}.csv`,
  csv: toCsv(table.headers, table.csv),
});
