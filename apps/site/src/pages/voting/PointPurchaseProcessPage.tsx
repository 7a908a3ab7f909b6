import { useConfirmTdsVotingPackagePurchase, useVotingPackages } from '@fanclub/domain/react';
import { ButtonLink, CardForm, EmptyState, PageSpinner, Price } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { paymentFailureMessage } from '../../app/payments/payment-failure.ts';
import { paths } from '../../app/paths.ts';
import { notify } from '../../app/site/notify.tsx';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import {
  clearPointPurchaseChoice,
  formatPoints,
  purchasablePackages,
  purchaseTotals,
  readPointPurchaseChoice,
} from './point-purchase.ts';
import type { PointPackage, PointPurchaseChoice, PointPurchaseResult } from './point-purchase.ts';
import { PointPurchaseConfirmation } from './PointPurchaseConfirmation.tsx';
import { useViewFocus } from '../../app/site/page-focus.ts';

type Step = { name: 'payment'; card?: CardFormResult } | { name: 'confirm'; card: CardFormResult };

const TITLES = {
  payment: 'お支払い方法',
  confirm: 'ご購入内容の確認',
} as const;

/**
 * /voting/point-purchase-process: the card (the saved one or a new one), then the final
 * confirmation and the purchase through 3-D Secure. The issuer's challenge (or, for a card that
 * needs none, the provider at once) sends the browser back here with `?orderId=`: the purchase is
 * confirmed once and the result shows the new balance. The package and count come from the cart
 * page's stored choice; its price and points from the API's package list.
 */
export function PointPurchaseProcessPage() {
  const orderId = useSearchParams()[0].get('orderId');
  const [choice] = useState(() => readPointPurchaseChoice(window.localStorage));
  const [step, setStep] = useState<Step>({ name: 'payment' });
  useViewFocus(step.name);
  if (orderId !== null) return <BackFromCardIssuer orderId={orderId} />;
  return (
    <>
      <PageHeading title={TITLES[step.name]} />
      {choice ? (
        <ChosenPackage choice={choice} step={step} onStep={setStep} />
      ) : (
        <NothingChosen title="購入するポイントパックが選ばれていません。" />
      )}
    </>
  );
}

/** Back from the 3-D Secure step: the purchase is confirmed once; a refusal keeps the choice. */
function BackFromCardIssuer({ orderId }: { orderId: string }) {
  const confirm = useConfirmTdsVotingPackagePurchase({
    onSuccess: (purchase) => {
      clearPointPurchaseChoice(window.localStorage);
      const user = sessionStore.getSnapshot().user;
      if (user) sessionStore.setUser({ ...user, votingPoint: purchase.votingPoint });
      notify.success(`投票ポイントを${formatPoints(purchase.point)}購入しました。`);
    },
  });
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!orderId || started.current) return;
    started.current = true;
    mutate({ orderId });
  }, [orderId, mutate]);

  if (confirm.isSuccess)
    return (
      <>
        <PageHeading title="ご購入ありがとうございました" />
        <PurchaseDone purchase={confirm.data} />
      </>
    );
  if (!orderId || confirm.isError)
    return (
      <>
        <PageHeading title="ポイントを購入できませんでした" />
        <div className={styles.stack}>
          <p role="alert">
            {confirm.isError
              ? paymentFailureMessage(confirm.error, 'votingPointPurchaseFailed')
              : '本人認証の結果を確認できませんでした。'}
          </p>
          <p>
            お支払いは完了していません。選んだポイントパックはそのままです。別のカードでもお試しいただけます。
          </p>
          <ButtonLink href={paths.votingPointPurchaseProcess}>お支払い方法に戻る</ButtonLink>
        </div>
      </>
    );
  return (
    <>
      <PageHeading title="ご購入内容の確認" />
      <PageSpinner label="本人認証の結果を確認しています" />
    </>
  );
}

interface ChosenPackageProps {
  readonly choice: PointPurchaseChoice;
  readonly step: Step;
  readonly onStep: (step: Step) => void;
}

function ChosenPackage({ choice, step, onStep }: ChosenPackageProps) {
  const packages = useVotingPackages({ limit: 100 });
  const { user } = useSession();
  const [now] = useState(() => new Date());
  const savedCard = user?.isValidCard && user.maskedCardNumber ? user.maskedCardNumber : null;
  return (
    <QueryBoundary query={packages}>
      {({ data }) => {
        const pack = purchasablePackages(data, now).find((p) => p.id === choice.votingPackageId);
        if (!pack) return <NothingChosen title="選んだポイントパックは現在購入できません。" />;
        if (step.name === 'confirm')
          return (
            <PointPurchaseConfirmation
              pack={pack}
              count={choice.count}
              card={step.card}
              savedCard={savedCard}
              onBack={() => onStep({ name: 'payment', card: step.card })}
            />
          );
        return (
          <div className={styles.stack}>
            <ChoiceSummary pack={pack} count={choice.count} />
            <CardForm
              savedCard={savedCard}
              defaultCard={step.name === 'payment' ? step.card : undefined}
              submitLabel="ご購入内容の確認へ進む"
              onSubmit={(card) => onStep({ name: 'confirm', card })}
            />
          </div>
        );
      }}
    </QueryBoundary>
  );
}

function ChoiceSummary({ pack, count }: { pack: PointPackage; count: number }) {
  const { price, point } = purchaseTotals(pack, count);
  return (
    <div className={styles.notice}>
      <p>
        投票ポイント {formatPoints(pack.point)} × {count}パック（{formatPoints(point)}）：
        <Price amount={price} />
      </p>
      <p>
        <Link to={paths.votingCartPointPurchase}>ポイントパック・購入数を変更する</Link>
      </p>
    </div>
  );
}

function NothingChosen({ title }: { title: string }) {
  return (
    <EmptyState
      title={title}
      description="ポイントパックと購入数を選んでから、お支払いに進んでください。"
      action={<ButtonLink href={paths.votingCartPointPurchase}>ポイントパックを選ぶ</ButtonLink>}
    />
  );
}

function PurchaseDone({ purchase }: { purchase: PointPurchaseResult }) {
  return (
    <div className={styles.stack}>
      <p>
        投票ポイントを{formatPoints(purchase.point)}
        購入し、保有ポイントに加算しました。さっそく投票に使えます。
      </p>
      <p>
        保有ポイント：<strong>{formatPoints(purchase.votingPoint)}</strong>
      </p>
      <ButtonLink href={paths.voting}>投票ページへ戻る</ButtonLink>
      <p>
        <Link to={paths.votingHistory}>ポイントの購入履歴を見る</Link>
      </p>
    </div>
  );
}
