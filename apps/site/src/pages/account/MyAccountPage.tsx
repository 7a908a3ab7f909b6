import { membershipFees } from '@fanclub/domain';
import { ButtonLink, Link, MemberSummary, MenuList, SubscriptionSummary, uiMessages } from '@fanclub/ui';
import { BirthdayGiftSection } from './BirthdayGiftSection.tsx';
import { RenewalChoice } from './RenewalChoice.tsx';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import page from './my-account.module.css';
import {
  cardBrandOf,
  formatAddress,
  formatDate,
  formatPhone,
  fullName,
  maskCardNumber,
} from '@fanclub/domain/format';
import { accountLinkText } from '../../messages/common.ts';
import { myAccountText as text } from '../../messages/account.ts';
import { accountFieldText } from '../../messages/forms.ts';
import { personFieldText } from '../../messages/person-fields.ts';

/**
 * /my-account (マイページ), in the order of an official club's: the 会員証 and the points at the
 * top, the plan with its fee and next charge, the birthday gift in its month, the registered
 * details, the settings as a menu, and 退会 last and quiet (README "My Page").
 */
export function MyAccountPage() {
  const { user } = useSession();
  if (!user) return null;
  const sub = user.subscription;
  const leaving = sub?.isActive && sub.status === 'cancel_requested';
  const brand = cardBrandOf(user.maskedCardNumber);
  const card = user.maskedCardNumber
    ? [brand, maskCardNumber(user.maskedCardNumber), user.isValidCard ? null : text.cardInvalid]
        .filter(Boolean)
        .join(' ')
    : text.noCard;
  return (
    <>
      <PageHeading title={text.title} />
      <div className={styles.stack}>
        <MemberSummary
          memberNumber={user.memberNumber}
          name={user.nickName || fullName(user)}
          isPaidMember={user.isPaidMember}
          points={user.votingPoint}
          cardHref={paths.myAccountCard}
          pointsHref={paths.voting}
        />
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
                renewal={sub.renewal}
                // 退会 has its own quiet link at the end of the page.
                unsubscribeHref={null}
              />
              {sub.status === 'active' && (
                <RenewalChoice
                  subscription={sub}
                  savedCard={user.isValidCard && user.maskedCardNumber ? user.maskedCardNumber : null}
                />
              )}
              <p>
                {leaving ? (
                  <ButtonLink href={paths.myAccountUnsubscribeCancel} variant="secondary">
                    {accountLinkText.cancelLeaving}
                  </ButtonLink>
                ) : (
                  <ButtonLink href={paths.myAccountPlan} variant="secondary">
                    {accountLinkText.changePlan}
                  </ButtonLink>
                )}
              </p>
            </div>
          ) : (
            <div className={page.card}>
              <p>{sub ? text.ended(sub.name) : text.free}</p>
              <p>
                <ButtonLink href={paths.membershipUpgrade}>{text.upgrade}</ButtonLink>
              </p>
            </div>
          )}
        </section>
        <BirthdayGiftSection />
        <section aria-labelledby="account-member">
          <h2 id="account-member">{text.registered}</h2>
          <dl className={page.card}>
            <div className={page.fact}>
              <dt>{personFieldText.name}</dt>
              <dd>
                {fullName(user)}（{user.lastNameKana} {user.firstNameKana}）
              </dd>
            </div>
            {user.nickName && (
              <div className={page.fact}>
                <dt>{accountFieldText.nickName}</dt>
                <dd>{user.nickName}</dd>
              </div>
            )}
            <div className={page.fact}>
              <dt>{uiMessages.emailConfirm.email}</dt>
              <dd>{user.email}</dd>
            </div>
            <div className={page.fact}>
              <dt>{personFieldText.phone}</dt>
              <dd>{formatPhone(user.phone)}</dd>
            </div>
            <div className={page.fact}>
              <dt>{personFieldText.address}</dt>
              <dd>{formatAddress(user)}</dd>
            </div>
            <div className={page.fact}>
              <dt>{accountFieldText.birthDate}</dt>
              <dd>{formatDate(user.birthDate)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="account-settings">
          <h2 id="account-settings">{text.settings}</h2>
          <MenuList
            label={text.settings}
            items={[
              {
                id: 'profile',
                label: text.editProfile,
                detail: text.profileDetail,
                href: paths.myAccountProfile,
              },
              { id: 'email', label: text.changeEmail, detail: user.email, href: paths.myAccountEmail },
              { id: 'password', label: text.changePassword, href: paths.myAccountPassword },
              {
                id: 'announcement-mail',
                label: text.announcementMail,
                detail: text.announcementMailDetail,
                href: paths.myAccountAnnouncementMail,
              },
              // The card is replaced by paying with a new one (plan or shop); there is no page of its own.
              { id: 'card', label: text.paymentCard, detail: card },
            ]}
          />
        </section>
        {sub?.isActive && !leaving && (
          <p className={page.leave}>
            <Link href={paths.myAccountUnsubscribe}>{uiMessages.unsubscribe.submit}</Link>
          </p>
        )}
      </div>
    </>
  );
}
