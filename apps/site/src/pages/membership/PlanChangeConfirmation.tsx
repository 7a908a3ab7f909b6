import { errorMessage, membershipFees } from '@fanclub/domain';
import type { MembershipPlan, Subscription } from '@fanclub/domain';
import { useUpdatePlan } from '@fanclub/domain/react';
import { Button, cycleLabel, Price, uiMessages } from '@fanclub/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { formatDate, maskCardNumber } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import styles from '../../components/content.module.css';
import { membershipText, planChangeText as text } from '../../messages/membership.ts';

const terms = uiMessages.orderConfirmation;

interface PlanChangeConfirmationProps {
  readonly current: Subscription;
  readonly plan: MembershipPlan;
  /** The saved card that will pay the new fee, masked. */
  readonly cardNumber: string | null;
  readonly onBack: () => void;
  readonly onChanged: (subscription: Subscription) => void;
}

/**
 * The last screen before a plan change (特定商取引法 12条の6): the new recurring amount, when the
 * first charge at the new price happens and how often after it, how it is paid, and how to cancel.
 * A refusal shows the spec's message (8: membership plan update failed) with the server's reason.
 */
export function PlanChangeConfirmation({
  current,
  plan,
  cardNumber,
  onBack,
  onChanged,
}: PlanChangeConfirmationProps) {
  const alertId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdatePlan({
    onSuccess: ({ subscription, user }) => {
      sessionStore.setUser(user);
      onChanged(subscription);
    },
    onError: (error) => setFailure(errorMessage(error, 'membershipPlanUpdateFailed')),
  });
  const now = membershipFees(current).recurring;
  const next = membershipFees(plan).recurring;
  const firstCharge = current.nextBillingDate ? formatDate(current.nextBillingDate) : null;

  return (
    <section className={styles.stack} aria-describedby={alertId} aria-label={text.finalCheck}>
      <p>{text.lead}</p>
      <h2>{text.changes}</h2>
      <dl>
        <dt>{text.currentPlan}</dt>
        <dd>
          {current.name}（<Price amount={now} />／{cycleLabel(current)}）
        </dd>
        <dt>{text.newPlan}</dt>
        <dd>{plan.name}</dd>
        <dt>{text.newFee}</dt>
        <dd>
          <Price amount={next} />／{cycleLabel(plan)}
        </dd>
        <dt>{text.startsOn}</dt>
        <dd>{firstCharge ? text.onNextBillingDay(firstCharge) : text.nextBillingDay}</dd>
        <dt>{text.thisPayment}</dt>
        <dd>
          <Price amount={0} />
          {text.noCharge}
        </dd>
      </dl>
      <h2>{text.terms}</h2>
      <dl>
        <dt>{terms.paymentMethod}</dt>
        <dd>{membershipText.creditCard(cardNumber && maskCardNumber(cardNumber))}</dd>
        <dt>{terms.billingTiming}</dt>
        <dd>
          {text.chargedOn(firstCharge)}
          <Price amount={next} />
          {text.chargedAfter(cycleLabel(plan))}
        </dd>
        <dt>{terms.contractTerm}</dt>
        <dd>{terms.autoRenew}</dd>
        <dt>{terms.subscriptionCancellation}</dt>
        <dd>{`${membershipText.cancelAnytime}${text.cancelNote}`}</dd>
      </dl>
      <p>
        {terms.lawLead}
        <Link to={paths.commercialTransactionsLaw} target="_blank" rel="noopener">
          {uiMessages.opensInNewTab(uiMessages.commercialLaw)}
        </Link>
      </p>
      <FormAlert id={alertId} message={failure} />
      <Button
        onPress={() => {
          setFailure(null);
          update.mutate({ membershipPlanId: plan.id });
        }}
        isPending={update.isPending}
        fullWidth
      >
        {text.confirm}
      </Button>
      <Button variant="ghost" onPress={onBack} isDisabled={update.isPending} fullWidth>
        {membershipText.choosePlanAgain}
      </Button>
    </section>
  );
}
