import { errorMessage, formatYen, membershipFees } from '@fanclub/domain';
import type { Subscription, User } from '@fanclub/domain';
import { useCancelSubscriptionRequest, useUnsubscribe } from '@fanclub/domain/react';
import { Button, ButtonLink, cycleLabel, uiMessages, UnsubscribeForm } from '@fanclub/ui';
import { useId, useState } from 'react';
import { sessionStore } from '../../app/api.ts';
import { formatDate, maskCardNumber } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { accountLinkText } from '../../messages/common.ts';
import { leaveText as text, membershipText } from '../../messages/membership.ts';

/** The last day of paid access: the end of the period already paid for. */
const validUntil = (sub: Subscription) => sub.nextBillingDate ?? sub.end;

/** What a leaving call (unsubscribe, or its withdrawal) answers: the plan and the member now. */
type LeavingAnswer = { readonly subscription: Subscription; readonly user: User };

/**
 * One leaving call of these pages: its answer's member goes into the session at once, the page
 * then shows the plan it answered with; a failure is shown in the spec's words until the next try.
 */
function useLeavingCall<V>(
  useCall: (options: { onSuccess: (answer: LeavingAnswer) => void; onError: (error: unknown) => void }) => {
    mutate: (variables: V) => void;
    isPending: boolean;
  },
) {
  const [failure, setFailure] = useState<string | null>(null);
  const [answered, setAnswered] = useState<Subscription | null>(null);
  const call = useCall({
    onSuccess: ({ subscription, user }) => {
      sessionStore.setUser(user);
      setAnswered(subscription);
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const send = (variables: V) => {
    setFailure(null);
    call.mutate(variables);
  };
  return { failure, answered, send, isPending: call.isPending };
}

function NotPaid() {
  return (
    <div className={styles.stack}>
      <p>{membershipText.notPaid}</p>
      <ButtonLink href={paths.myAccount} variant="secondary">
        {accountLinkText.myAccount}
      </ButtonLink>
    </div>
  );
}

/**
 * /my-account/unsubscribe: what leaving takes away and until when the paid period still lasts,
 * then the reason (or the fan's own words) and a confirmation before the call. Leaving ends the
 * membership at the end of the paid period; it can be withdrawn until then.
 */
export function UnsubscribePage() {
  const { user } = useSession();
  const alertId = useId();
  const { failure, answered: left, send, isPending } = useLeavingCall(useUnsubscribe);
  const sub = user?.subscription ?? null;
  if (!user) return null;

  if (left) {
    const until = validUntil(left);
    return (
      <>
        <PageHeading title={text.doneTitle} />
        <div className={styles.stack}>
          <p role="status">
            {text.done(left.name)}
            {until && text.doneUntil(formatDate(until))}
            {membershipText.mailSent}
          </p>
          <p>{text.changeMind}</p>
          <ButtonLink href={paths.myAccount}>{accountLinkText.myAccount}</ButtonLink>
        </div>
      </>
    );
  }
  if (!sub?.isActive) {
    return (
      <>
        <PageHeading title={text.title} />
        <NotPaid />
      </>
    );
  }
  if (sub.status === 'cancel_requested') {
    const until = validUntil(sub);
    return (
      <>
        <PageHeading title={text.title} />
        <div className={styles.stack}>
          <p>
            {text.alreadyLeaving}
            {until && text.usableUntil(formatDate(until))}
          </p>
          <ButtonLink href={paths.myAccountUnsubscribeCancel}>{accountLinkText.cancelLeaving}</ButtonLink>
          <ButtonLink href={paths.myAccount} variant="secondary">
            {accountLinkText.myAccount}
          </ButtonLink>
        </div>
      </>
    );
  }
  const until = validUntil(sub);
  return (
    <>
      <PageHeading title={text.title} lead={sub.name} />
      <div className={styles.stack} aria-describedby={alertId}>
        <section aria-labelledby={`${alertId}-lost`} className={styles.notice}>
          <h2 id={`${alertId}-lost`}>{text.lostHeading}</h2>
          <ul>
            {text.lostBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p>
            {until ? text.paidUntil(formatDate(until)) : text.paidPeriod}
            {text.noRefund}
          </p>
        </section>
        <UnsubscribeForm planName={sub.name} validUntil={until} onSubmit={send} isPending={isPending} />
        <FormAlert id={alertId} message={failure} />
        <ButtonLink href={paths.myAccount} variant="secondary">
          {text.stay}
        </ButtonLink>
      </div>
    </>
  );
}

/**
 * /my-account/unsubscribe/cancel: withdraws a pending unsubscribe (spec: cancelling a subscription
 * request). The membership goes on, so the confirmation names the next charge and its amount.
 */
export function UnsubscribeCancelPage() {
  const { user } = useSession();
  const alertId = useId();
  const { failure, answered: kept, send, isPending } = useLeavingCall(useCancelSubscriptionRequest);
  const sub = user?.subscription ?? null;
  if (!user) return null;

  if (kept) {
    return (
      <>
        <PageHeading title={text.cancelledTitle} />
        <div className={styles.stack}>
          <p role="status">
            {text.kept(kept.name)}
            {kept.nextBillingDate &&
              text.nextCharge(formatDate(kept.nextBillingDate), formatYen(membershipFees(kept).recurring))}
            {membershipText.mailSent}
          </p>
          <ButtonLink href={paths.myAccount}>{accountLinkText.myAccount}</ButtonLink>
        </div>
      </>
    );
  }
  if (!sub || sub.status !== 'cancel_requested') {
    return (
      <>
        <PageHeading title={text.cancelTitle} />
        <div className={styles.stack}>
          <p>{text.nothingToCancel}</p>
          <ButtonLink href={paths.myAccount} variant="secondary">
            {accountLinkText.myAccount}
          </ButtonLink>
        </div>
      </>
    );
  }
  const until = validUntil(sub);
  const { recurring } = membershipFees(sub);
  return (
    <>
      <PageHeading title={text.cancelTitle} lead={sub.name} />
      <section className={styles.stack} aria-describedby={alertId} aria-label={text.cancelCheck}>
        <p>{text.cancelLead}</p>
        <dl>
          <dt>{text.plan}</dt>
          <dd>{sub.name}</dd>
          <dt>{text.nextPayment}</dt>
          <dd>{text.charge(until ? formatDate(until) : null, formatYen(recurring), cycleLabel(sub))}</dd>
          <dt>{uiMessages.orderConfirmation.paymentMethod}</dt>
          <dd>{membershipText.creditCard(user.maskedCardNumber && maskCardNumber(user.maskedCardNumber))}</dd>
          <dt>{uiMessages.orderConfirmation.subscriptionCancellation}</dt>
          <dd>{membershipText.cancelAnytime}</dd>
        </dl>
        <FormAlert id={alertId} message={failure} />
        <Button onPress={() => send(undefined)} isPending={isPending} fullWidth>
          {accountLinkText.cancelLeaving}
        </Button>
        <ButtonLink href={paths.myAccount} variant="secondary" fullWidth>
          {accountLinkText.backToMyAccount}
        </ButtonLink>
      </section>
    </>
  );
}
