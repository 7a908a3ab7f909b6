import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useVoteHistories } from '@fanclub/domain/react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { formatDateTime } from '../../app/format-date.ts';
import { PointPurchaseHistory } from './PointPurchaseHistory.tsx';

/** The member's own votes, newest first, then their point purchases. */
export function VotingHistoryPage() {
  const page = pageFromSearch(useSearchParams()[0]);
  const histories = useVoteHistories({ limit: PAGE_SIZE_TEXT, offset: (page - 1) * PAGE_SIZE_TEXT });
  return (
    <>
      <PageHeading title="投票履歴" />
      <QueryBoundary
        query={histories}
        isEmpty={(d) => d.data.length === 0}
        emptyText="まだ投票していません。"
      >
        {({ data, total }) => (
          <>
            <table className={styles.table}>
              <caption className="visually-hidden">投票履歴</caption>
              <thead>
                <tr>
                  <th scope="col">日時</th>
                  <th scope="col">イベント</th>
                  <th scope="col">投票先</th>
                  <th scope="col">ポイント</th>
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>{row.votingEventName}</td>
                    <td>{row.profileName}</td>
                    <td>{row.point.toLocaleString('ja-JP')} pt</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager
              total={total}
              pageSize={PAGE_SIZE_TEXT}
              page={page}
              makeHref={(n) => `${paths.votingHistory}?page=${n}`}
            />
          </>
        )}
      </QueryBoundary>
      <PointPurchaseHistory />
      <p>
        <Link to={paths.voting}>投票ページに戻る</Link>
      </p>
    </>
  );
}
