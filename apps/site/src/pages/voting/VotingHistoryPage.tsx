import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useVoteHistories } from '@fanclub/domain/react';
import type { VoteHistory } from '@fanclub/domain';
import { ResponsiveTable, type ResponsiveTableColumn } from '@fanclub/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { formatDateTime } from '@fanclub/domain/format';
import { PointPurchaseHistory } from './PointPurchaseHistory.tsx';

const VOTE_COLUMNS: ResponsiveTableColumn<VoteHistory>[] = [
  { id: 'date', header: '日時', render: (row) => formatDateTime(row.createdAt), noWrap: true },
  { id: 'event', header: 'イベント', render: (row) => row.votingEventName },
  { id: 'profile', header: '投票先', render: (row) => row.profileName },
  {
    id: 'point',
    header: 'ポイント',
    render: (row) => `${row.point.toLocaleString('ja-JP')} pt`,
    noWrap: true,
    align: 'end',
  },
];

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
            <ResponsiveTable caption="投票履歴" columns={VOTE_COLUMNS} rows={data} rowKey={(row) => row.id} />
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
