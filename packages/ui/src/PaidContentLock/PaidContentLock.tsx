import { useId } from 'react';
import { LockIcon } from '../icons/icons.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import linkStyles from '../Link/Link.module.css';
import { NativeLink } from '../Link/NativeLink.tsx';
import { contentText } from '../messages/content.ts';
import { login } from '../messages/nav.ts';
import styles from './PaidContentLock.module.css';

type PaidContentLockProps = {
  /** Who is looking: a guest also gets a sign-in link. */
  viewer: 'guest' | 'free';
  upgradeHref?: string;
  signInHref?: string;
};

/**
 * Shown instead of paid content (the server withholds it; this is what a guest or free member
 * sees in its place). It leads to the upgrade page. A named group rather than a landmark: a list
 * (videos, profiles) can hold several locks. Native links only, no react-aria.
 */
export function PaidContentLock({
  viewer,
  upgradeHref = '/membership-upgrade',
  signInHref = '/sign-in',
}: PaidContentLockProps) {
  const titleId = useId();
  return (
    <div className={styles.lock} role="group" aria-labelledby={titleId}>
      <LockIcon className={styles.icon} />
      <h2 id={titleId} className={styles.title}>
        {contentText.paidLockTitle}
      </h2>
      <p className={styles.text}>
        {viewer === 'guest' ? contentText.paidLockGuest : contentText.paidLockFree}
      </p>
      <ButtonLink href={upgradeHref}>{contentText.upgrade}</ButtonLink>
      {viewer === 'guest' && (
        <p className={styles.text}>
          会員の方は
          <NativeLink href={signInHref} className={linkStyles.link}>
            {login}
          </NativeLink>
        </p>
      )}
    </div>
  );
}
