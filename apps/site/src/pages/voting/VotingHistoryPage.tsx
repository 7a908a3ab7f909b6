import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useVoteHistories } from '@fanclub/domain/react';
import { VotingHistoryList } from '@fanclub/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PagedList, usePaging } from '../../components/Pager.tsx';
import { votingText } from '../../messages/voting.ts';
import { PointPurchaseHistory } from './PointPurchaseHistory.tsx';

/** The member's own votes, newest first (ui VotingHistoryList), then their point purchases. */
export function VotingHistoryPage() {
  const paging = usePaging(PAGE_SIZE_TEXT);
  return (
    <>
      <PageHeading title={votingText.historyTitle} />
      <PagedList query={useVoteHistories(paging.query)} paging={paging} emptyText={votingText.historyEmpty}>
        {(votes) => (
          <VotingHistoryList
            label={votingText.historyTitle}
            rows={votes.map((row) => ({ kind: 'vote' as const, ...row }))}
          />
        )}
      </PagedList>
      <PointPurchaseHistory />
      <p>
        <Link to={paths.voting}>{votingText.backToVoting}</Link>
      </p>
    </>
  );
}
