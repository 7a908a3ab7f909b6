import { formatPoints } from '@fanclub/domain/format';
import type { KonbiniStore } from '@fanclub/domain/format';
import {
  useConfirmTdsVotingPackagePurchase,
  usePaymentOptions,
  useVotingPackages,
} from '@fanclub/domain/react';
import {
  Button,
  ButtonLink,
  CardForm,
  EmptyState,
  PageSpinner,
  PaymentMethodPicker,
  Price,
} from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { notify } from '../../app/site/notify.tsx';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import {
  clearPointPurchaseChoice,
  purchasablePackages,
  purchaseTotals,
  readPointPurchaseChoice,
} from './point-purchase.ts';
import type { PointPackage, PointPurchaseChoice, PointPurchaseResult } from './point-purchase.ts';
import { PointPurchaseConfirmation } from './PointPurchaseConfirmation.tsx';
import {
  PendingPointPurchaseView,
  PointPurchaseKonbiniConfirmation,
  type PendingPointPurchase,
} from './PointPurchaseKonbini.tsx';
import { useViewFocus } from '../../app/site/page-focus.ts';
import { paymentText } from '../../messages/payment.ts';
import { votingText } from '../../messages/voting.ts';
import { useMutateOnce } from '../../app/use-mutate-once.ts';
import { TdsReturnFailure } from '../../components/TdsReturnFailure.tsx';

type Step =
  | { name: 'payment'; card?: CardFormResult; konbini?: boolean; store?: KonbiniStore }
  | { name: 'confirm'; card: CardFormResult }
  | { name: 'confirm-konbini'; store: KonbiniStore }
  | { name: 'pending'; purchase: PendingPointPurchase };

const TITLES = {
  payment: votingText.paymentTitle,
  confirm: votingText.confirmTitle,
  'confirm-konbini': votingText.confirmTitle,
  pending: votingText.pendingTitle,
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
      {step.name === 'pending' ? (
        <PendingPointPurchaseView purchase={step.purchase} />
      ) : choice ? (
        <ChosenPackage choice={choice} step={step} onStep={setStep} />
      ) : (
        <NothingChosen title={votingText.nothingChosen} />
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
      notify.success(votingText.bought(formatPoints(purchase.point)));
    },
  });
  useMutateOnce(confirm, orderId ? { orderId } : null);

  if (confirm.isSuccess)
    return (
      <>
        <PageHeading title={votingText.thanks} />
        <PurchaseDone purchase={confirm.data} />
      </>
    );
  if (!orderId || confirm.isError)
    return (
      <TdsReturnFailure
        title={votingText.failedTitle}
        error={confirm.error}
        failureKey="votingPointPurchaseFailed"
        lead={votingText.failedLead}
      >
        <ButtonLink href={paths.votingPointPurchaseProcess}>{votingText.backToPayment}</ButtonLink>
      </TdsReturnFailure>
    );
  return (
    <>
      <PageHeading title={votingText.confirmTitle} />
      <PageSpinner label={paymentText.tdsChecking} />
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
  const konbini = usePaymentOptions().data?.konbini ?? null;
  const [storeError, setStoreError] = useState<string | undefined>();
  const { user } = useSession();
  const [now] = useState(() => new Date());
  const savedCard = user?.isValidCard && user.maskedCardNumber ? user.maskedCardNumber : null;
  return (
    <QueryBoundary query={packages}>
      {({ data }) => {
        const pack = purchasablePackages(data, now).find((p) => p.id === choice.votingPackageId);
        if (!pack) return <NothingChosen title={votingText.chosenGone} />;
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
        if (step.name === 'confirm-konbini' && konbini)
          return (
            <PointPurchaseKonbiniConfirmation
              pack={pack}
              count={choice.count}
              store={step.store}
              fee={konbini.fee}
              onBack={() => onStep({ name: 'payment', konbini: true, store: step.store })}
              onPlaced={(purchase) => {
                clearPointPurchaseChoice(window.localStorage);
                onStep({ name: 'pending', purchase });
              }}
            />
          );
        const payment = step.name === 'payment' ? step : { name: 'payment' as const };
        const byKonbini = Boolean(konbini && payment.konbini);
        return (
          <div className={styles.stack}>
            <ChoiceSummary pack={pack} count={choice.count} />
            {konbini && (
              <PaymentMethodPicker
                value={byKonbini ? 'konbini' : 'credit_card'}
                onChange={(method) => onStep({ ...payment, konbini: method === 'konbini' })}
                konbini={konbini}
                store={payment.store ?? null}
                onStoreChange={(store) => {
                  setStoreError(undefined);
                  onStep({ ...payment, store });
                }}
                {...(storeError ? { storeErrorMessage: storeError } : {})}
              />
            )}
            {byKonbini ? (
              <Button
                fullWidth
                onPress={() => {
                  if (payment.store) onStep({ name: 'confirm-konbini', store: payment.store });
                  else setStoreError(votingText.konbiniStoreRequired);
                }}
              >
                {votingText.toConfirm}
              </Button>
            ) : (
              <CardForm
                savedCard={savedCard}
                defaultCard={payment.card}
                submitLabel={votingText.toConfirm}
                onSubmit={(card) => onStep({ name: 'confirm', card })}
              />
            )}
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
        {votingText.choice(formatPoints(pack.point), count, formatPoints(point))}
        <Price amount={price} />
      </p>
      <p>
        <Link to={paths.votingCartPointPurchase}>{votingText.changeChoice}</Link>
      </p>
    </div>
  );
}

function NothingChosen({ title }: { title: string }) {
  return (
    <EmptyState
      title={title}
      description={votingText.chooseFirst}
      action={<ButtonLink href={paths.votingCartPointPurchase}>{votingText.choosePackage}</ButtonLink>}
    />
  );
}

function PurchaseDone({ purchase }: { purchase: PointPurchaseResult }) {
  return (
    <div className={styles.stack}>
      <p>{votingText.boughtLead(formatPoints(purchase.point))}</p>
      <p>
        {votingText.balance}
        <strong>{formatPoints(purchase.votingPoint)}</strong>
      </p>
      <ButtonLink href={paths.voting}>{votingText.backToVoting}</ButtonLink>
      <p>
        <Link to={paths.votingHistory}>{votingText.purchasesLink}</Link>
      </p>
    </div>
  );
}
