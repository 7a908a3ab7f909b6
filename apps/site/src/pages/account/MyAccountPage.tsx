import { membershipFees } from '@fanclub/domain';
import { ButtonLink, SubscriptionSummary, uiMessages } from '@fanclub/ui';
import { BirthdayGiftSection } from './BirthdayGiftSection.tsx';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { formatAddress, formatDate, formatPhone, maskCardNumber } from '@fanclub/domain/format';
import { accountLinkText } from '../../messages/common.ts';
import { myAccountText as text } from '../../messages/account.ts';
import { accountFieldText } from '../../messages/forms.ts';
import { personFieldText } from '../../messages/person-fields.ts';

/** /my-account: member information, subscription summary and the masked card. */
export function MyAccountPage() {
  const { user } = useSession();
  if (!user) return null;
  const sub = user.subscription;
  return (
    <>
      <PageHeading title={text.title} />
      <div className={styles.stack}>
        <section aria-labelledby="account-number">
          <h2 id="account-number">{text.card}</h2>
          <p>
            {text.memberNumber} <strong>{user.memberNumber}</strong>
          </p>
          <ButtonLink href={paths.myAccountCard}>{accountLinkText.card}</ButtonLink>
        </section>
        <section aria-labelledby="account-member">
          <h2 id="account-member">{text.registered}</h2>
          <dl>
            <dt>{personFieldText.name}</dt>
            <dd>
              {user.lastName} {user.firstName}（{user.lastNameKana} {user.firstNameKana}）
            </dd>
            {user.nickName && (
              <>
                <dt>{accountFieldText.nickName}</dt>
                <dd>{user.nickName}</dd>
              </>
            )}
            <dt>{uiMessages.emailConfirm.email}</dt>
            <dd>{user.email}</dd>
            <dt>{personFieldText.phone}</dt>
            <dd>{formatPhone(user.phone)}</dd>
            <dt>{personFieldText.address}</dt>
            <dd>{formatAddress(user)}</dd>
            <dt>{accountFieldText.birthDate}</dt>
            <dd>{formatDate(user.birthDate)}</dd>
            <dt>{text.votingPoints}</dt>
            <dd>{text.points(user.votingPoint)}</dd>
          </dl>
          <ButtonLink href={paths.myAccountProfile} variant="secondary">
            {text.editProfile}
          </ButtonLink>{' '}
          <ButtonLink href={paths.myAccountEmail} variant="secondary">
            {text.changeEmail}
          </ButtonLink>{' '}
          <ButtonLink href={paths.myAccountPassword} variant="secondary">
            {text.changePassword}
          </ButtonLink>
        </section>
        <section aria-labelledby="account-plan">
          <h2 id="account-plan">{text.plan}</h2>
          {sub?.isActive ? (
            <div className={styles.stack}>
              <SubscriptionSummary
                planName={sub.name}
                status={sub.status}
                amount={membershipFees(sub).recurring}
                cycleType={sub.cycleType}
                cycleValue={sub.cycleValue}
                nextBillingDate={sub.nextBillingDate}
                end={sub.nextBillingDate ?? sub.end}
                unsubscribeHref={paths.myAccountUnsubscribe}
              />
              {sub.status === 'cancel_requested' ? (
                <p>
                  <ButtonLink href={paths.myAccountUnsubscribeCancel} variant="secondary">
                    {accountLinkText.cancelLeaving}
                  </ButtonLink>
                </p>
              ) : (
                <p>
                  <ButtonLink href={paths.myAccountPlan} variant="secondary">
                    {accountLinkText.changePlan}
                  </ButtonLink>{' '}
                  <ButtonLink href={paths.myAccountUnsubscribe} variant="secondary">
                    {uiMessages.unsubscribe.submit}
                  </ButtonLink>
                </p>
              )}
            </div>
          ) : (
            <>
              <p>{sub ? text.ended(sub.name) : text.free}</p>
              <ButtonLink href={paths.membershipUpgrade} variant="secondary">
                {text.upgrade}
              </ButtonLink>
            </>
          )}
        </section>
        <BirthdayGiftSection />
        <section aria-labelledby="account-card">
          <h2 id="account-card">{text.paymentCard}</h2>
          <p>
            {user.maskedCardNumber
              ? `${maskCardNumber(user.maskedCardNumber)}${user.isValidCard ? '' : text.cardInvalid}`
              : text.noCard}
          </p>
        </section>
      </div>
    </>
  );
}
