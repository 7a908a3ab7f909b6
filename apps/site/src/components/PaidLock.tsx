import { uiText } from '@fanclub/domain';
import { ButtonLink } from '@fanclub/ui';
import { useId } from 'react';
import { paths, signInPath } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';
import styles from './content.module.css';

/**
 * Shown in place of paid content the server withheld (DESIGN.md "Paid content"): the way to
 * /membership-upgrade for a free member, sign-in first for a guest.
 */
export function PaidLock() {
  const { isSignedIn } = useSession();
  const titleId = useId();
  // A plain group, not a landmark: a list of videos can hold several locks.
  return (
    <div className={styles.paidLock} role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{uiText.paidLockTitle}</h2>
      <p>{uiText.paidLockBody}</p>
      <ButtonLink href={isSignedIn ? paths.membershipUpgrade : signInPath(paths.membershipUpgrade)}>
        {uiText.paidLockAction}
      </ButtonLink>
    </div>
  );
}
