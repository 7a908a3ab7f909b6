import { errorMessage, membershipFees } from '@fanclub/domain';
import type { MembershipPlan } from '@fanclub/domain';
import { useMembershipPlans } from '@fanclub/domain/react';
import {
  ButtonLink,
  CardForm,
  EmptyState,
  ErrorState,
  PageSpinner,
  PlanCard,
  PlanList,
  RichText,
  uiMessages,
} from '@fanclub/ui';
import type { CardFormResult } from '@fanclub/ui';
import { useEffect, useState } from 'react';
import type { KonbiniStore } from '@fanclub/domain/format';
import { usePaymentOptions } from '@fanclub/domain/react';
import { Button, PaymentMethodPicker } from '@fanclub/ui';
import {
  PendingPlanPurchaseView,
  PlanKonbiniConfirmation,
  type PendingPlanPurchase,
} from './PlanKonbini.tsx';
import { PrepaidRenewal } from './PrepaidRenewal.tsx';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { PlanConfirmation } from './PlanConfirmation.tsx';
import { useViewFocus } from '../../app/site/page-focus.ts';
import { accountLinkText, plansText } from '../../messages/common.ts';
import { membershipText, upgradeText } from '../../messages/membership.ts';

type Step =
  | { name: 'plans' }
  | { name: 'payment'; plan: MembershipPlan; card?: CardFormResult; konbini?: boolean; store?: KonbiniStore }
  | { name: 'confirm'; plan: MembershipPlan; card: CardFormResult }
  | { name: 'confirm-konbini'; plan: MembershipPlan; store: KonbiniStore }
  | { name: 'pending'; plan: MembershipPlan; purchase: PendingPlanPurchase };

const TITLES = {
  plans: upgradeText.plansTitle,
  payment: uiMessages.orderConfirmation.paymentMethod,
  confirm: uiMessages.orderConfirmation.subscriptionTitle,
  'confirm-konbini': uiMessages.orderConfirmation.subscriptionTitle,
  pending: upgradeText.pendingTitle,
} as const;

/** Choose a plan, then the card, then the final confirmation before the purchase (3-D Secure). */
export function MembershipUpgradePage() {
  const plans = useMembershipPlans();
  const { user } = useSession();
  const [step, setStep] = useState<Step>({ name: 'plans' });
  useViewFocus(step.name);
  const current = user?.subscription?.isActive ? user.subscription : null;
  // `?plan=` (from a declined card's return page) goes straight to that plan's card step.
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('plan')) || null;
  const wantedPlan = plans.data?.data.find((plan) => plan.id === wanted && plan.isDisplayed);
  useEffect(() => {
    if (!wantedPlan || current) return;
    setStep({ name: 'payment', plan: wantedPlan });
    setSearch({}, { replace: true });
  }, [wantedPlan, current, setSearch]);
  const savedCard = user?.isValidCard && user.maskedCardNumber ? user.maskedCardNumber : null;
  const konbini = usePaymentOptions().data?.konbini ?? null;
  const [storeError, setStoreError] = useState<string | undefined>();
  // A prepaid (コンビニ払い) member renews here: the next period, from the current end.
  const prepaid = current?.renewal === 'prepaid' ? current : null;
  const prepaidPlan = prepaid ? plans.data?.data.find((plan) => plan.id === prepaid.planId) : undefined;

  return (
    <>
      <PageHeading title={TITLES[step.name]} lead={step.name === 'plans' ? undefined : step.plan.name} />
      {step.name === 'payment' && (
        <div className={styles.stack}>
          {konbini && (
            <>
              <ul>
                <li>{upgradeText.cardRenews}</li>
                <li>{upgradeText.konbiniDoesNotRenew}</li>
              </ul>
              <PaymentMethodPicker
                value={step.konbini ? 'konbini' : 'credit_card'}
                onChange={(method) => setStep({ ...step, konbini: method === 'konbini' })}
                konbini={konbini}
                store={step.store ?? null}
                onStoreChange={(store) => {
                  setStoreError(undefined);
                  setStep({ ...step, store });
                }}
                {...(storeError ? { storeErrorMessage: storeError } : {})}
              />
            </>
          )}
          {konbini && step.konbini ? (
            <Button
              fullWidth
              onPress={() => {
                if (step.store) setStep({ name: 'confirm-konbini', plan: step.plan, store: step.store });
                else setStoreError(upgradeText.konbiniStoreRequired);
              }}
            >
              {upgradeText.toConfirm}
            </Button>
          ) : (
            // A new card is tokenised only when the purchase is confirmed (PlanConfirmation).
            <CardForm
              savedCard={savedCard}
              defaultCard={step.card}
              amount={membershipFees(step.plan).firstCharge}
              amountLabel={upgradeText.firstCharge}
              submitLabel={upgradeText.toConfirm}
              onSubmit={(card) => setStep({ name: 'confirm', plan: step.plan, card })}
              onBack={() => setStep({ name: 'plans' })}
              backLabel={membershipText.choosePlanAgain}
            />
          )}
        </div>
      )}
      {step.name === 'confirm-konbini' && konbini && (
        <PlanKonbiniConfirmation
          plan={step.plan}
          store={step.store}
          fee={konbini.fee}
          extending={Boolean(current)}
          onBack={() => setStep({ name: 'payment', plan: step.plan, konbini: true, store: step.store })}
          onPlaced={(purchase) => setStep({ name: 'pending', plan: step.plan, purchase })}
        />
      )}
      {step.name === 'pending' && <PendingPlanPurchaseView purchase={step.purchase} />}
      {step.name === 'confirm' && (
        <PlanConfirmation
          plan={step.plan}
          card={step.card}
          savedCard={savedCard}
          onBack={() => setStep({ name: 'payment', plan: step.plan, card: step.card })}
        />
      )}
      {step.name === 'plans' && (
        // The spec's catalogue has no plan-fetch message, so the server's own message (or the
        // generic network line) is shown.
        <>
          {prepaid && prepaidPlan && konbini && (
            <PrepaidRenewal
              planName={prepaid.name}
              end={prepaid.end}
              onRenew={() => setStep({ name: 'payment', plan: prepaidPlan, konbini: true })}
            />
          )}
          <PlanStepContent
            plans={plans}
            current={current}
            konbini={Boolean(konbini)}
            onChoose={(plan) => setStep({ name: 'payment', plan })}
          />
        </>
      )}
    </>
  );
}

interface PlanStepContentProps {
  readonly plans: ReturnType<typeof useMembershipPlans>;
  readonly current: { readonly name: string; readonly planId: number } | null;
  readonly onChoose: (plan: MembershipPlan) => void;
  /** Konbini is offered beside the card: the plans say which payment renews by itself. */
  readonly konbini: boolean;
}

function PlanStepContent({ plans, current, onChoose, konbini }: PlanStepContentProps) {
  if (plans.isPending) return <PageSpinner size="inline" />;
  if (plans.isError)
    return (
      <ErrorState
        message={errorMessage(plans.error)}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isFetching}
      />
    );
  const shown = plans.data.data.filter((plan) => plan.isDisplayed);
  if (shown.length === 0) return <EmptyState title={plansText.none} />;
  return (
    <div className={styles.stack}>
      {current ? (
        <div className={styles.notice}>
          <p>{plansText.current(current.name)}</p>
          <p>
            <ButtonLink href={paths.myAccountPlan} variant="secondary">
              {accountLinkText.changePlan}
            </ButtonLink>{' '}
            <ButtonLink href={paths.myAccountUnsubscribe} variant="secondary">
              {uiMessages.unsubscribe.submit}
            </ButtonLink>
          </p>
        </div>
      ) : (
        <>
          <p>{upgradeText.chooseNote}</p>
          {konbini && (
            <ul aria-label={upgradeText.renewalKinds}>
              <li>{upgradeText.cardRenews}</li>
              <li>{upgradeText.konbiniDoesNotRenew}</li>
            </ul>
          )}
        </>
      )}
      {/* PlanCard names are h3: this h2 keeps the heading levels in order. */}
      <h2>{plansText.heading}</h2>
      <PlanList label={plansText.heading}>
        {shown.map((plan) => {
          const { recurring, initialFee } = membershipFees(plan);
          return (
            <li key={plan.id}>
              <PlanCard
                name={plan.name}
                price={recurring}
                initialFee={initialFee}
                cycleType={plan.cycleType}
                cycleValue={plan.cycleValue}
                imageUrl={plan.images[0]?.url}
                isCurrent={current?.planId === plan.id}
                onSelect={current ? undefined : () => onChoose(plan)}
              />
              {plan.contentView && <RichText html={plan.contentView} />}
            </li>
          );
        })}
      </PlanList>
    </div>
  );
}
