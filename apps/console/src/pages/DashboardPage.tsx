import { adminEndpoints, rolesFor, type DashboardChartsQuery } from '@fanclub/domain/admin';
import { formatYen } from '@fanclub/domain';
import { ErrorState, PageSpinner } from '@fanclub/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { call } from '../app/api.ts';
import { currentOperator } from '../app/session.ts';
import { monthLabel } from '../dashboard/figures.ts';
import { dashboardWords as w } from '../dashboard/messages.ts';
import { PeriodPicker, validPeriod } from '../dashboard/PeriodPicker.tsx';
import '../dashboard/dashboard.css';
import { StockAlertsPanel } from './StockAlertsPage.tsx';

/** The charts and their library come in a chunk of their own, after the figures above them. */
const DashboardCharts = lazy(() => import('../dashboard/DashboardCharts.tsx'));

/** The period in the address (`?months=24`, `?from=2025-04&to=2026-03`), so a view can be shared. */
const periodOf = (params: URLSearchParams): DashboardChartsQuery => {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (validPeriod(from, to)) return { from, to };
  const months = params.get('months');
  return months === '6' || months === '24' ? { months } : { months: '12' };
};

function ThisMonth() {
  const { data, error } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => call(adminEndpoints.adminDashboard, {}),
  });
  if (error) return <ErrorState message={error.message} />;
  if (!data) return <PageSpinner />;
  const figures: [string, string][] = [
    ['今月の新規会員', `${data.newMembersThisMonth}人`],
    ['今月の退会', `${data.cancelledThisMonth}人`],
    ['本日の売上', formatYen(data.salesToday)],
    ['今月の売上', formatYen(data.salesThisMonth)],
    ['発送待ちの注文', `${data.ordersToShip}件`],
    ['受付中の投票', `${data.openVotingEvents}件`],
    ['受付中の抽選', `${data.openDrawEvents}件`],
  ];
  return (
    <dl className="console-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts() {
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const role = currentOperator()?.role;
  const canReadShop = role !== undefined && rolesFor('shop', 'read').includes(role);
  const { data, error, isPlaceholderData } = useQuery({
    queryKey: ['admin', 'dashboard', 'charts', period],
    queryFn: () => call(adminEndpoints.adminDashboardCharts, { query: period }),
    placeholderData: keepPreviousData,
  });
  const loading = <p role="status">{w.loadingCharts}</p>;
  return (
    <>
      <PeriodPicker
        key={period.from ? `${period.from}-${period.to}` : 'last'}
        period={period}
        {...(data ? { shown: { from: data.from, to: data.to } } : {})}
        onChange={(next) =>
          setParams(
            next.from && next.to ? { from: next.from, to: next.to } : { months: next.months ?? '12' },
            { replace: true },
          )
        }
      />
      {error ? (
        <ErrorState message={error.message} />
      ) : !data ? (
        loading
      ) : (
        <>
          <p aria-live="polite" aria-busy={isPlaceholderData}>
            {isPlaceholderData ? w.loadingCharts : w.period.shown(monthLabel(data.from), monthLabel(data.to))}
          </p>
          <Suspense fallback={loading}>
            <DashboardCharts charts={data} canReadShop={canReadShop} />
          </Suspense>
        </>
      )}
    </>
  );
}

export function DashboardPage() {
  return (
    <>
      <div className="console-page-head">
        <h1>ダッシュボード</h1>
        {/* The venue's door: every operator may check a card (the check changes nothing). */}
        <Link className="console-button" to="/card-check">
          会員証の確認（会場）
        </Link>
      </div>
      <ThisMonth />
      <Charts />
      <StockAlertsPanel />
    </>
  );
}
