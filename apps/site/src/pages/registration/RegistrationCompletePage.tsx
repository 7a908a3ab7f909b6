import { ButtonLink } from '@fanclub/ui';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { accountLinkText } from '../../messages/common.ts';
import { registrationCompleteText as text } from '../../messages/registration.ts';

/**
 * The welcome after sign-up: the new member's number (given at sign-up, printed on the membership
 * card) and the next steps: a paid plan, マイページ, the card. The number comes with the sign-up's
 * answer; after a reload it is the signed-in member's own.
 */
export function RegistrationCompletePage() {
  const state = useLocation().state as { memberNumber?: string } | null;
  const { user } = useSession();
  const memberNumber = state?.memberNumber ?? user?.memberNumber;
  return (
    <>
      <PageHeading
        title={text.title}
        lead={text.welcome(user ? user.nickName || user.lastName || '' : null)}
      />
      <div className={styles.stack}>
        {memberNumber && (
          <section aria-labelledby="complete-number" className={styles.stack}>
            <h2 id="complete-number">{text.memberNumber}</h2>
            <p>
              <strong className={styles.nowrap}>{memberNumber}</strong>
            </p>
            <p>{text.memberNumberNote}</p>
          </section>
        )}
        <section aria-labelledby="complete-next" className={styles.stack}>
          <h2 id="complete-next">{text.next}</h2>
          <p>{text.nextNote}</p>
          <div className={styles.formRow}>
            <ButtonLink href={paths.membershipUpgrade}>{text.choosePlan}</ButtonLink>
            <ButtonLink href={paths.myAccountCard} variant="secondary">
              {accountLinkText.card}
            </ButtonLink>
          </div>
          <p>
            <Link to={paths.myAccount}>{accountLinkText.myAccount}</Link> /
            <Link to={paths.membershipGuide}>{text.seeGuide}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
