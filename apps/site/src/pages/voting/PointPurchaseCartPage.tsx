import { formatPoints } from '@fanclub/domain/format';
import { useVotingPackages } from '@fanclub/domain/react';
import { Button, Price, QuantityStepper, VotingPackagePicker } from '@fanclub/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PointBalance } from '../../components/PointBalance.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { votingText } from '../../messages/voting.ts';
import {
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
  const [now] = useState(() => new Date());
  return (
    <>
      <PageHeading title={votingText.purchaseTitle} />
      <div className={styles.stack}>
        <PointBalance />
        <QueryBoundary
          query={packages}
          isEmpty={(d) => purchasablePackages(d.data, now).length === 0}
          emptyText={votingText.packagesEmpty}
        >
          {({ data }) => <PackageChoice packages={purchasablePackages(data, now)} />}
        </QueryBoundary>
        <p>
          <Link to={paths.voting}>{votingText.backToVoting}</Link>
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
        errorMessage={showMissing ? votingText.packageRequired : undefined}
      />
      <QuantityStepper
        label={votingText.packageCount}
        value={count}
        maxValue={MAX_PACKAGE_COUNT}
        onChange={changeCount}
      />
      <PurchaseSummary pack={pack} count={count} />
      <Button onPress={proceed} fullWidth>
        {votingText.proceed}
      </Button>
    </div>
  );
}

/** The total, the points and their expiry of the current choice; read out when it changes. */
function PurchaseSummary({ pack, count }: { pack: PointPackage | null; count: number }) {
  const totals = pack ? purchaseTotals(pack, count) : null;
  return (
    <section aria-labelledby="point-purchase-summary" className={styles.notice}>
      <h2 id="point-purchase-summary">{votingText.summary}</h2>
      <div aria-live="polite">
        {pack && totals ? (
          <dl>
            <dt>{votingText.amount}</dt>
            <dd>
              <Price amount={totals.price} size="lg" />
            </dd>
            <dt>{votingText.pointsGiven}</dt>
            <dd>{votingText.pointsOfPacks(formatPoints(totals.point), formatPoints(pack.point), count)}</dd>
            <dt>{votingText.pointsExpiry}</dt>
            <dd>{votingText.until(formatDate(pack.expireDate))}</dd>
          </dl>
        ) : (
          <p>{votingText.summaryEmpty}</p>
        )}
      </div>
    </section>
  );
}
