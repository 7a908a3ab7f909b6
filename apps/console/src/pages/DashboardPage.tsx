import { adminEndpoints } from '@fanclub/domain/admin';
import { formatYen } from '@fanclub/domain';
import { ErrorState, PageSpinner } from '@fanclub/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { call } from '../app/api.ts';
import { StockAlertsPanel } from './StockAlertsPage.tsx';

export function DashboardPage() {
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
    <>
      <div className="console-page-head">
        <h1>ダッシュボード</h1>
        {/* The venue's door: every operator may check a card (the check changes nothing). */}
        <Link className="console-button" to="/card-check">
          会員証の確認（会場）
        </Link>
      </div>
      <dl className="console-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>プラン別の有料会員</h2>
      {data.membersByPlan.length === 0 ? (
        <p>有料会員はまだいません。</p>
      ) : (
        <ul>
          {data.membersByPlan.map((p) => (
            <li key={p.planId ?? p.name}>
              {p.name}: {p.count}人
            </li>
          ))}
        </ul>
      )}
      <StockAlertsPanel />
    </>
  );
}
