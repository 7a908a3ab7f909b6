import { LockIcon } from '../icons/icons.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { Link } from '../Link/Link.tsx';
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
 * sees in its place). It leads to the upgrade page.
 */
export function PaidContentLock({
  viewer,
  upgradeHref = '/membership-upgrade',
  signInHref = '/sign-in',
}: PaidContentLockProps) {
  return (
    <section className={styles.lock} aria-labelledby="paid-lock-title">
      <LockIcon className={styles.icon} />
      <h2 id="paid-lock-title" className={styles.title}>
        {contentText.paidLockTitle}
      </h2>
      <p className={styles.text}>
        {viewer === 'guest' ? contentText.paidLockGuest : contentText.paidLockFree}
      </p>
      <ButtonLink href={upgradeHref}>{contentText.upgrade}</ButtonLink>
      {viewer === 'guest' && (
        <p className={styles.text}>
          会員の方は<Link href={signInHref}>{login}</Link>
        </p>
      )}
    </section>
  );
}
