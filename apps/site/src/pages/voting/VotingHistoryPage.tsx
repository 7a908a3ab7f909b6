import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useVoteHistories } from '@fanclub/domain/react';
import { VotingHistoryList } from '@fanclub/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Pager, pageFromSearch } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { votingText } from '../../messages/voting.ts';
import { PointPurchaseHistory } from './PointPurchaseHistory.tsx';

/** The member's own votes, newest first (ui VotingHistoryList), then their point purchases. */
export function VotingHistoryPage() {
  const page = pageFromSearch(useSearchParams()[0]);
  const histories = useVoteHistories({ limit: PAGE_SIZE_TEXT, offset: (page - 1) * PAGE_SIZE_TEXT });
  return (
    <>
      <PageHeading title={votingText.historyTitle} />
      <QueryBoundary
        query={histories}
        isEmpty={(d) => d.data.length === 0}
        emptyText={votingText.historyEmpty}
      >
        {({ data, total }) => (
          <>
            <VotingHistoryList
              label={votingText.historyTitle}
              rows={data.map((row) => ({ kind: 'vote' as const, ...row }))}
            />
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
        <Link to={paths.voting}>{votingText.backToVoting}</Link>
      </p>
    </>
  );
}
