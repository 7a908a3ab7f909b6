import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useVotingPackagePurchases } from '@fanclub/domain/react';
import type { VotingPackagePurchase } from '@fanclub/domain';
import { Price, ResponsiveTable, type ResponsiveTableColumn } from '@fanclub/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { Pager } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { formatPoints } from './point-purchase.ts';

/** Its own page number (`?purchasePage=`), so paging it leaves the vote list's `?page=` alone. */
const PAGE_PARAM = 'purchasePage';

const PURCHASE_COLUMNS: ResponsiveTableColumn<VotingPackagePurchase>[] = [
  { id: 'date', header: '購入日時', render: (row) => formatDateTime(row.createdAt), noWrap: true },
  {
    id: 'point',
    header: 'ポイント',
    render: (row) => `${formatPoints(row.point)}${row.count > 1 ? `（${row.count}パック）` : ''}`,
  },
  {
    id: 'price',
    header: '金額（税込）',
    render: (row) => <Price amount={row.price} size="sm" hideTaxNote />,
    noWrap: true,
    align: 'end',
  },
  { id: 'expires', header: '有効期限', render: (row) => `${formatDate(row.expireDate)}まで`, noWrap: true },
];

/** The member's point purchases, newest first: a section of /voting/history. */
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
      <h2 id="point-purchase-history">ポイント購入履歴</h2>
      <QueryBoundary
        query={purchases}
        isEmpty={(d) => d.data.length === 0}
        emptyText="まだポイントを購入していません。"
      >
        {({ data, total }) => (
          <>
            <ResponsiveTable
              caption="ポイント購入履歴"
              columns={PURCHASE_COLUMNS}
              rows={data}
              rowKey={(row) => row.id}
            />
            <Pager
              total={total}
              pageSize={PAGE_SIZE_TEXT}
              page={page}
              makeHref={pageHref}
              label="ポイント購入履歴のページ送り"
            />
          </>
        )}
      </QueryBoundary>
      <p>
        <Link to={paths.votingCartPointPurchase}>ポイントを購入する</Link>
      </p>
    </section>
  );
}
