import { useConfirmTdsSubscription } from '@fanclub/domain/react';
import { ButtonLink, PageSpinner } from '@fanclub/ui';
import { useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { accountLinkText } from '../../messages/common.ts';
import { membershipText, subscriptionReturnText as text } from '../../messages/membership.ts';
import { useMutateOnce } from '../../app/use-mutate-once.ts';
import { TdsReturnFailure } from '../../components/TdsReturnFailure.tsx';
import { paymentText } from '../../messages/payment.ts';

/**
 * The 3-D Secure challenge of a plan purchase sends the browser back here with `?orderId=`; the
 * subscription is confirmed once, and the member in the session becomes a paid member at once.
 */
export function SubscriptionReturnPage() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const planId = Number(search.get('plan')) || null;
  const confirm = useConfirmTdsSubscription({ onSuccess: ({ user }) => sessionStore.setUser(user) });
  useMutateOnce(confirm, orderId ? { orderId } : null);

  if (confirm.isSuccess) {
    const { subscription } = confirm.data;
    return (
      <>
        <PageHeading title={text.doneTitle} />
        <div className={styles.stack}>
          <p>{text.started(subscription.name)}</p>
          <ButtonLink href={paths.blogs}>{text.seeBlogs}</ButtonLink>
          <ButtonLink href={paths.myAccount} variant="secondary">
            {accountLinkText.myAccount}
          </ButtonLink>
        </div>
      </>
    );
  }
  if (!orderId || confirm.isError) {
    return (
      <TdsReturnFailure
        title={text.failedTitle}
        error={confirm.error}
        failureKey="membershipRegisterFailed"
        lead={text.tryAgain}
      >
        {planId ? (
          <>
            {/* The same plan, straight to the card step: nothing to choose again. */}
            <ButtonLink href={`${paths.membershipUpgrade}?plan=${planId}`}>
              {membershipText.otherCard}
            </ButtonLink>
            <ButtonLink href={paths.membershipUpgrade} variant="secondary">
              {text.backToPlans}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink href={paths.membershipUpgrade}>{text.backToPlans}</ButtonLink>
        )}
      </TdsReturnFailure>
    );
  }
  return <PageSpinner label={paymentText.tdsChecking} />;
}
