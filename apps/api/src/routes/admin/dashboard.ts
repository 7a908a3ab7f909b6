import { adminEndpoints, dashboardMonths, type DashboardCharts } from '@fanclub/domain/admin';
import type { FastifyInstance } from 'fastify';
import { tokyoToday } from '../../lib/dates.ts';
import { adminDashboardChartsRepository } from '../../repositories/admin/dashboard-charts.ts';
import { adminDashboardRepository } from '../../repositories/admin/dashboard.ts';
import { defineAdminRoute } from './define.ts';

/** The cache resource of the charts' answers. */
export const DASHBOARD_CHARTS_RESOURCE = 'adminDashboardCharts';
/**
 * The public resources whose console writes change the charts (an order shipped or refunded
 * touches `products`, as does every sale through the stock gate; plans, draws and votes their
 * own): their versions are part of the cache key, so such a write is seen at the next read.
 */
const SOURCES = ['products', 'membershipPlans', 'drawEvents', 'voting'] as const;
/** Sign-ups, renewals and cancellations made by fans show within this time. */
export const DASHBOARD_FRESH_MS = 5 * 60 * 1000;

const thisMonth = (now: Date) => {
  const { year, month } = tokyoToday(now);
  return `${year}-${String(month).padStart(2, '0')}`;
};

export const adminDashboardRoutes = async (app: FastifyInstance) => {
  const dashboard = adminDashboardRepository(app.db, app.config.companyId);
  const charts = adminDashboardChartsRepository(app.db, app.config.companyId);
  defineAdminRoute(app, adminEndpoints.adminDashboard, () => dashboard.read());

  /**
   * The charts are a dozen aggregates over months of rows: kept in the shared read cache (every
   * process, Redis when there is one) under the period, a five-minute slot and the versions of the
   * resources they are built from.
   */
  defineAdminRoute(app, adminEndpoints.adminDashboardCharts, async ({ query, request }) => {
    const now = new Date();
    const { from, to } = dashboardMonths(query, thisMonth(now));
    const cache = app.publicCache;
    if (!cache.enabled) return charts.read(from, to, now);
    const found = await Promise.all(SOURCES.map((resource) => cache.version(resource)))
      .then(async (versions) => {
        const key = `${from}:${to}:${Math.floor(now.getTime() / DASHBOARD_FRESH_MS)}:${versions.join('.')}`;
        return { key, ...(await cache.lookup(DASHBOARD_CHARTS_RESOURCE, key)) };
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'dashboard cache unavailable');
        return null;
      });
    if (found?.body) return JSON.parse(found.body) as DashboardCharts;
    const answer = await charts.read(from, to, now);
    if (found)
      await cache
        .save(DASHBOARD_CHARTS_RESOURCE, found.version, found.key, JSON.stringify(answer))
        .catch((error: unknown) => request.log.warn({ err: error }, 'dashboard cache unavailable'));
    return answer;
  });
};
