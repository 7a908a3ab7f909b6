import { useVotingPackages } from '@fanclub/domain/react';
import { ButtonLink, CardForm, EmptyState, Price } from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
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

type Step =
  | { name: 'payment'; card?: CardFormResult }
  | { name: 'confirm'; card: CardFormResult }
  | { name: 'done'; purchase: PointPurchaseResult };

const TITLES = {
  payment: 'お支払い方法',
  confirm: 'ご購入内容の確認',
  done: 'ご購入ありがとうございました',
} as const;

/**
 * /voting/point-purchase-process: the card (the saved one or a new one), then the final
 * confirmation and the purchase, then the result with the new balance. The package and count
 * come from the cart page's stored choice; its price and points from the API's package list.
 */
export function PointPurchaseProcessPage() {
  const [choice] = useState(() => readPointPurchaseChoice(window.localStorage));
  const [step, setStep] = useState<Step>({ name: 'payment' });
  return (
    <>
      <PageHeading title={TITLES[step.name]} />
      {step.name === 'done' ? (
        <PurchaseDone purchase={step.purchase} />
      ) : choice ? (
        <ChosenPackage choice={choice} step={step} onStep={setStep} />
      ) : (
        <NothingChosen title="購入するポイントパックが選ばれていません。" />
      )}
    </>
  );
}

interface ChosenPackageProps {
  readonly choice: PointPurchaseChoice;
  readonly step: Exclude<Step, { name: 'done' }>;
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
              onPurchased={(purchase) => {
                clearPointPurchaseChoice(window.localStorage);
                onStep({ name: 'done', purchase });
              }}
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
