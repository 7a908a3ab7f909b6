import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useVotingPackagePurchases } from '@fanclub/domain/react';
import { uiMessages, VotingHistoryList } from '@fanclub/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PagedList, usePaging } from '../../components/Pager.tsx';
import styles from '../../components/content.module.css';
import { votingText } from '../../messages/voting.ts';

/** Its own page number (`?purchasePage=`), so paging it leaves the vote list's `?page=` alone. */
const PAGE_PARAM = 'purchasePage';

/** The member's point purchases, newest first (ui VotingHistoryList): a section of /voting/history. */
export function PointPurchaseHistory() {
  const paging = usePaging(PAGE_SIZE_TEXT, PAGE_PARAM);
  return (
    <section aria-labelledby="point-purchase-history" className={styles.stack}>
      <h2 id="point-purchase-history">{votingText.purchases}</h2>
      <PagedList
        query={useVotingPackagePurchases(paging.query)}
        paging={paging}
        emptyText={votingText.purchasesEmpty}
        pagerLabel={votingText.purchasesPages}
      >
        {(purchases) => (
          <VotingHistoryList
            label={votingText.purchases}
            rows={purchases.map((row) => ({ kind: 'purchase' as const, ...row }))}
          />
        )}
      </PagedList>
      <p>
        <Link to={paths.votingCartPointPurchase}>{uiMessages.voting.buyPoints}</Link>
      </p>
    </section>
  );
}
