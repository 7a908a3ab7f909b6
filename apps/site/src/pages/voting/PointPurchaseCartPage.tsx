import { useVotingPackages } from '@fanclub/domain/react';
import { Button, Price, QuantityStepper, VotingPackagePicker } from '@fanclub/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import {
  formatPoints,
  MAX_PACKAGE_COUNT,
  purchasablePackages,
  purchaseTotals,
  readPointPurchaseChoice,
  savePointPurchaseChoice,
} from './point-purchase.ts';
import type { PointPackage } from './point-purchase.ts';

/**
 * /voting/cart-point-purchase: the member picks a point package and how many, sees the total (税込),
 * the points and until when they last, then goes on to payment. The choice is kept in local
 * storage (`votingPackage`) for the payment page.
 */
export function PointPurchaseCartPage() {
  const packages = useVotingPackages({ limit: 100 });
  const { user } = useSession();
  const [now] = useState(() => new Date());
  return (
    <>
      <PageHeading title="投票ポイントの購入" />
      <div className={styles.stack}>
        <p>
          保有ポイント：<strong>{formatPoints(user?.votingPoint ?? 0)}</strong>
        </p>
        <QueryBoundary
          query={packages}
          isEmpty={(d) => purchasablePackages(d.data, now).length === 0}
          emptyText="現在購入できるポイントパックはありません。"
        >
          {({ data }) => <PackageChoice packages={purchasablePackages(data, now)} />}
        </QueryBoundary>
        <p>
          <Link to={paths.voting}>投票ページに戻る</Link>
        </p>
      </div>
    </>
  );
}

function PackageChoice({ packages }: { packages: readonly PointPackage[] }) {
  const navigate = useNavigate();
  // A stored choice of a package no longer on sale is dropped; its count is kept.
  const [stored] = useState(() => readPointPurchaseChoice(window.localStorage));
  const [packageId, setPackageId] = useState(
    packages.some((p) => p.id === stored?.votingPackageId) ? stored!.votingPackageId : null,
  );
  const [count, setCount] = useState(stored?.count ?? 1);
  const [showMissing, setShowMissing] = useState(false);
  const pack = packages.find((p) => p.id === packageId) ?? null;

  const remember = (votingPackageId: number | null, nextCount: number) => {
    if (votingPackageId !== null)
      savePointPurchaseChoice(window.localStorage, { votingPackageId, count: nextCount });
  };
  const choosePackage = (id: number) => {
    setPackageId(id);
    setShowMissing(false);
    remember(id, count);
  };
  const changeCount = (value: number) => {
    const next = Number.isNaN(value) ? 1 : Math.min(Math.max(Math.round(value), 1), MAX_PACKAGE_COUNT);
    setCount(next);
    remember(packageId, next);
  };
  const proceed = () => {
    if (!pack) {
      setShowMissing(true);
      return;
    }
    remember(pack.id, count);
    void navigate(paths.votingPointPurchaseProcess);
  };

  return (
    <div className={styles.form}>
      <VotingPackagePicker
        packages={packages}
        value={packageId}
        onChange={choosePackage}
        errorMessage={showMissing ? 'ポイントパックを選択してください。' : undefined}
      />
      <QuantityStepper
        label="購入数（パック）"
        value={count}
        maxValue={MAX_PACKAGE_COUNT}
        onChange={changeCount}
      />
      <PurchaseSummary pack={pack} count={count} />
      <Button onPress={proceed} fullWidth>
        購入手続きへ進む
      </Button>
    </div>
  );
}

/** The total, the points and their expiry of the current choice; read out when it changes. */
function PurchaseSummary({ pack, count }: { pack: PointPackage | null; count: number }) {
  const totals = pack ? purchaseTotals(pack, count) : null;
  return (
    <section aria-labelledby="point-purchase-summary" className={styles.notice}>
      <h2 id="point-purchase-summary">ご購入内容</h2>
      <div aria-live="polite">
        {pack && totals ? (
          <dl>
            <dt>お支払い金額</dt>
            <dd>
              <Price amount={totals.price} size="lg" />
            </dd>
            <dt>付与されるポイント</dt>
            <dd>
              {formatPoints(totals.point)}（{formatPoints(pack.point)} × {count}パック）
            </dd>
            <dt>ポイントの有効期限</dt>
            <dd>{formatDate(pack.expireDate)}まで</dd>
          </dl>
        ) : (
          <p>ポイントパックを選ぶと、お支払い金額と付与されるポイントが表示されます。</p>
        )}
      </div>
    </section>
  );
}
