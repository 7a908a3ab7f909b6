import { membershipFees } from '@fanclub/domain';
import { formatPoints, fullName } from '@fanclub/domain/format';
import { useConfirmTdsSubscription } from '@fanclub/domain/react';
import {
  ButtonLink,
  MemberSummary,
  MenuList,
  PageSpinner,
  SubscriptionSummary,
  uiMessages,
} from '@fanclub/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { accountLinkText } from '../../messages/common.ts';
import { membershipText, subscriptionReturnText as text } from '../../messages/membership.ts';
import { useMutateOnce } from '../../app/use-mutate-once.ts';
import { TdsReturnFailure } from '../../components/TdsReturnFailure.tsx';
import { paymentText } from '../../messages/payment.ts';
import { articlesText } from '../../messages/articles.ts';
import { myAccountText } from '../../messages/account.ts';
import { votingText } from '../../messages/voting.ts';
import { shopText } from '../../messages/shop.ts';

/**
 * The 3-D Secure challenge of a plan purchase sends the browser back here with `?orderId=`; the
 * subscription is confirmed once, and the member in the session becomes a paid member at once.
 * The welcome then shows the 会員証, the points the payment granted, the fee and next charge, and
 * what the plan now opens (README "My Page").
 */
export function SubscriptionReturnPage() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const planId = Number(search.get('plan')) || null;
  const { user } = useSession();
  // The balance before the purchase: the confirmed member's balance less this is what it granted.
  const [pointsBefore] = useState(() => user?.votingPoint ?? null);
  const confirm = useConfirmTdsSubscription({ onSuccess: ({ user }) => sessionStore.setUser(user) });
  useMutateOnce(confirm, orderId ? { orderId } : null);

  if (confirm.isSuccess) {
    const { subscription, user: member } = confirm.data;
    const granted = pointsBefore === null ? 0 : member.votingPoint - pointsBefore;
    return (
      <>
        <PageHeading title={text.doneTitle} />
        <div className={styles.stack}>
          <p>{text.started(subscription.name)}</p>
          {granted > 0 && (
            <p className={styles.notice}>
              <strong>{text.pointsGranted(formatPoints(granted))}</strong>
            </p>
          )}
          <MemberSummary
            memberNumber={member.memberNumber}
            name={member.nickName || fullName(member)}
            isPaidMember={member.isPaidMember}
            points={member.votingPoint}
            cardHref={paths.myAccountCard}
            pointsHref={paths.voting}
          />
          <SubscriptionSummary
            planName={subscription.name}
            status={subscription.status}
            amount={membershipFees(subscription).recurring}
            cycleType={subscription.cycleType}
            cycleValue={subscription.cycleValue}
            nextBillingDate={subscription.nextBillingDate}
            end={subscription.nextBillingDate ?? subscription.end}
            unsubscribeHref={paths.myAccountUnsubscribe}
          />
          <section aria-labelledby="welcome-unlocked">
            <h2 id="welcome-unlocked">{text.unlockedTitle}</h2>
            <MenuList
              label={text.unlockedTitle}
              items={[
                { id: 'blog', label: articlesText.blog, detail: text.unlockedBlog, href: paths.blogs },
                { id: 'movie', label: uiMessages.musicVideos, detail: text.unlockedMovie, href: paths.movie },
                { id: 'voting', label: votingText.title, detail: text.unlockedVoting, href: paths.voting },
                { id: 'shop', label: shopText.title, detail: text.unlockedShop, href: paths.products },
                { id: 'gift', label: myAccountText.title, detail: text.unlockedGift, href: paths.myAccount },
              ]}
            />
          </section>
          <p>
            <ButtonLink href={paths.myAccount} variant="secondary">
              {accountLinkText.myAccount}
            </ButtonLink>
          </p>
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
  // The page's own heading and words at once, the spinner inside it: no blank step.
  return (
    <>
      <PageHeading title={text.checkingTitle} />
      <div className={styles.stack}>
        <p>{text.checkingLead}</p>
        <PageSpinner size="inline" label={paymentText.tdsChecking} />
      </div>
    </>
  );
}
