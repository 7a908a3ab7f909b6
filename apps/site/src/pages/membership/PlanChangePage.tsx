import { errorMessage, formatYen, membershipFees } from '@fanclub/domain';
import type { MembershipPlan, Subscription } from '@fanclub/domain';
import { useMembershipPlans } from '@fanclub/domain/react';
import { ButtonLink, cycleLabel, EmptyState, ErrorState, PageSpinner, PlanCard, PlanList } from '@fanclub/ui';
import { useState } from 'react';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { yearlyCost } from './billing.ts';
import { PlanChangeConfirmation } from './PlanChangeConfirmation.tsx';
import { useViewFocus } from '../../app/site/page-focus.ts';
import { accountLinkText } from '../../messages/common.ts';
import { membershipText, planChangeText as text } from '../../messages/membership.ts';

/** 「年間で¥1,100おトクになります」: the new plan against the current one, over a year. */
export const yearlyDifference = (current: Subscription, plan: MembershipPlan): string => {
  const diff =
    yearlyCost(membershipFees(plan).recurring, plan) - yearlyCost(membershipFees(current).recurring, current);
  if (diff < 0) return text.cheaper(formatYen(-diff));
  if (diff > 0) return text.dearer(formatYen(diff));
  return text.sameYearly;
};

/**
 * /my-account/plan: a paid member picks another plan, sees what it costs against the current one
 * and from when it applies (the next billing date: the current period is paid), then confirms on
 * the final confirmation screen. Nothing is charged by the change itself.
 */
export function PlanChangePage() {
  const { user } = useSession();
  const [chosen, setChosen] = useState<MembershipPlan | null>(null);
  const [changed, setChanged] = useState<Subscription | null>(null);
  const sub = user?.subscription ?? null;
  useViewFocus(changed ? 'changed' : chosen ? 'confirm' : 'choose');
  if (!user) return null;

  if (changed) return <PlanChanged subscription={changed} />;
  if (!sub?.isActive) {
    return (
      <>
        <PageHeading title={text.title} />
        <div className={styles.stack}>
          <p>{membershipText.notPaid}</p>
          <ButtonLink href={paths.membershipUpgrade}>{text.seePlans}</ButtonLink>
        </div>
      </>
    );
  }
  if (sub.status === 'cancel_requested') {
    return (
      <>
        <PageHeading title={text.title} />
        <div className={styles.stack}>
          <p>{text.leaving}</p>
          <ButtonLink href={paths.myAccountUnsubscribeCancel}>{accountLinkText.cancelLeaving}</ButtonLink>
          <ButtonLink href={paths.myAccount} variant="secondary">
            {accountLinkText.myAccount}
          </ButtonLink>
        </div>
      </>
    );
  }
  if (chosen) {
    return (
      <>
        <PageHeading title={text.confirmTitle} lead={chosen.name} />
        <PlanChangeConfirmation
          current={sub}
          plan={chosen}
          cardNumber={user.maskedCardNumber}
          onBack={() => setChosen(null)}
          onChanged={setChanged}
        />
      </>
    );
  }
  return (
    <>
      <PageHeading title={text.title} />
      <PlanChoice current={sub} onChoose={setChosen} />
    </>
  );
}

function PlanChoice({
  current,
  onChoose,
}: {
  readonly current: Subscription;
  readonly onChoose: (plan: MembershipPlan) => void;
}) {
  const plans = useMembershipPlans();
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
  const others = shown.filter((plan) => plan.id !== current.planId);
  const { recurring } = membershipFees(current);
  const appliesFrom = current.nextBillingDate ? formatDate(current.nextBillingDate) : null;
  return (
    <div className={styles.stack}>
      <p className={styles.notice}>
        {text.current(current.name, formatYen(recurring), cycleLabel(current))}
        {appliesFrom && text.appliesFrom(appliesFrom)}
      </p>
      {others.length === 0 ? (
        <EmptyState title={text.noOthers} />
      ) : (
        <>
          {/* PlanCard names are h3: this h2 keeps the heading levels in order. */}
          <h2>{text.others}</h2>
          <PlanList label={text.others}>
            {others.map((plan) => {
              const fees = membershipFees(plan);
              return (
                <li key={plan.id}>
                  <PlanCard
                    name={plan.name}
                    price={fees.recurring}
                    cycleType={plan.cycleType}
                    cycleValue={plan.cycleValue}
                    imageUrl={plan.images[0]?.url}
                    onSelect={() => onChoose(plan)}
                  />
                  <p>{yearlyDifference(current, plan)}</p>
                </li>
              );
            })}
          </PlanList>
        </>
      )}
      <ButtonLink href={paths.myAccount} variant="secondary">
        {accountLinkText.backToMyAccount}
      </ButtonLink>
    </div>
  );
}

function PlanChanged({ subscription }: { readonly subscription: Subscription }) {
  const { recurring } = membershipFees(subscription);
  return (
    <>
      <PageHeading title={text.changedTitle} />
      <div className={styles.stack}>
        <p role="status">
          {subscription.nextBillingDate
            ? text.changedFrom(
                formatDate(subscription.nextBillingDate),
                subscription.name,
                formatYen(recurring),
                cycleLabel(subscription),
              )
            : text.changedTo(subscription.name)}
          {membershipText.mailSent}
        </p>
        <ButtonLink href={paths.myAccount}>{accountLinkText.myAccount}</ButtonLink>
      </div>
    </>
  );
}
