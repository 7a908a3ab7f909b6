import { PAGE_SIZE_TEXT } from '@fanclub/domain';
import { useVotingPackagePurchases } from '@fanclub/domain/react';
import { Price } from '@fanclub/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../app/format-date.ts';
import { paths } from '../../app/paths.ts';
import { Pager } from '../../components/Pager.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { formatPoints } from './point-purchase.ts';

/** Its own page number (`?purchasePage=`), so paging it leaves the vote list's `?page=` alone. */
const PAGE_PARAM = 'purchasePage';

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
            <table className={styles.table}>
              <caption className="visually-hidden">ポイント購入履歴</caption>
              <thead>
                <tr>
                  <th scope="col">購入日時</th>
                  <th scope="col">ポイント</th>
                  <th scope="col">金額（税込）</th>
                  <th scope="col">有効期限</th>
                </tr>
              </thead>
              <tbody>
                {data.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>
                      {formatPoints(row.point)}
                      {row.count > 1 && `（${row.count}パック）`}
                    </td>
                    <td>
                      <Price amount={row.price} size="sm" hideTaxNote />
                    </td>
                    <td>{formatDate(row.expireDate)}まで</td>
                  </tr>
                ))}
              </tbody>
            </table>
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
