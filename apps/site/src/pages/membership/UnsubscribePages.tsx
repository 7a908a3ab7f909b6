import { errorMessage, formatYen, membershipFees } from '@fanclub/domain';
import type { Subscription } from '@fanclub/domain';
import { useCancelSubscriptionRequest, useUnsubscribe } from '@fanclub/domain/react';
import { Button, ButtonLink, cycleLabel, uiMessages, UnsubscribeForm } from '@fanclub/ui';
import { useId, useState } from 'react';
import { sessionStore } from '../../app/api.ts';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { accountLinkText } from '../../messages/common.ts';
import { leaveText as text, membershipText } from '../../messages/membership.ts';

/** The last day of paid access: the end of the period already paid for. */
const validUntil = (sub: Subscription) => sub.nextBillingDate ?? sub.end;

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
  const [failure, setFailure] = useState<string | null>(null);
  const [left, setLeft] = useState<Subscription | null>(null);
  const unsubscribe = useUnsubscribe({
    onSuccess: ({ subscription, user: member }) => {
      sessionStore.setUser(member);
      setLeft(subscription);
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
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
        <UnsubscribeForm
          planName={sub.name}
          validUntil={until}
          onSubmit={(values) => {
            setFailure(null);
            unsubscribe.mutate(values);
          }}
          isPending={unsubscribe.isPending}
        />
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
  const [failure, setFailure] = useState<string | null>(null);
  const [kept, setKept] = useState<Subscription | null>(null);
  const cancel = useCancelSubscriptionRequest({
    onSuccess: ({ subscription, user: member }) => {
      sessionStore.setUser(member);
      setKept(subscription);
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
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
          <dd>{membershipText.creditCard(user.maskedCardNumber)}</dd>
          <dt>{uiMessages.orderConfirmation.subscriptionCancellation}</dt>
          <dd>{membershipText.cancelAnytime}</dd>
        </dl>
        <FormAlert id={alertId} message={failure} />
        <Button
          onPress={() => {
            setFailure(null);
            cancel.mutate();
          }}
          isPending={cancel.isPending}
          fullWidth
        >
          {accountLinkText.cancelLeaving}
        </Button>
        <ButtonLink href={paths.myAccount} variant="secondary" fullWidth>
          {accountLinkText.backToMyAccount}
        </ButtonLink>
      </section>
    </>
  );
}
