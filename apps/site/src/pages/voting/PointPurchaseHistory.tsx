import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useVotingPackagePurchases } from '@fanclub/domain/react';
import { uiMessages, VotingHistoryList } from '@fanclub/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { Pager } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { votingText } from '../../messages/voting.ts';

/** Its own page number (`?purchasePage=`), so paging it leaves the vote list's `?page=` alone. */
const PAGE_PARAM = 'purchasePage';

/** The member's point purchases, newest first (ui VotingHistoryList): a section of /voting/history. */
export function PointPurchaseHistory() {
  const [search] = useSearchParams();
  const requested = Number(search.get(PAGE_PARAM));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const purchases = useVotingPackagePurchases({
    limit: PAGE_SIZE_TEXT,
    offset: (page - 1) * PAGE_SIZE_TEXT,
  });
  const pageHref = (n: number) => {
    const next = new URLSearchParams(search);
    next.set(PAGE_PARAM, String(n));
    return `${paths.votingHistory}?${next.toString()}`;
  };
  return (
    <section aria-labelledby="point-purchase-history" className={styles.stack}>
      <h2 id="point-purchase-history">{votingText.purchases}</h2>
      <QueryBoundary
        query={purchases}
        isEmpty={(d) => d.data.length === 0}
        emptyText={votingText.purchasesEmpty}
      >
        {({ data, total }) => (
          <>
            <VotingHistoryList
              label={votingText.purchases}
              rows={data.map((row) => ({ kind: 'purchase' as const, ...row }))}
            />
            <Pager
              total={total}
              pageSize={PAGE_SIZE_TEXT}
              page={page}
              makeHref={pageHref}
              label={votingText.purchasesPages}
            />
          </>
        )}
      </QueryBoundary>
      <p>
        <Link to={paths.votingCartPointPurchase}>{uiMessages.voting.buyPoints}</Link>
      </p>
    </section>
  );
}
