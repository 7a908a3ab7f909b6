import { useId } from 'react';
import { LockIcon } from '../icons/icons.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import linkStyles from '../Link/Link.module.css';
import { NativeLink } from '../Link/NativeLink.tsx';
import { upgrade } from '../messages/content.ts';
import { paidLockText } from '../messages/paid-lock.ts';
import { login, register } from '../messages/shell.ts';
import styles from './PaidContentLock.module.css';

type PaidContentLockProps = {
  /**
   * 見ている人: `guest`（ログインと新規会員登録を出す）か `free`（有料会員への申し込みを出す）。
   * Who is looking: a guest is offered sign-in and registration, a free member the upgrade.
   */
  viewer: 'guest' | 'free';
  /** 有料会員の登録ページ（無料会員に出します）。 */
  upgradeHref?: string;
  /** ログインのページ（ゲストに出します）。 */
  signInHref?: string;
  /** 新規会員登録のページ（ゲストに出します）。 */
  registerHref?: string;
  /** 入会案内のページ（会費と特典。どちらにも出します）。 */
  guideHref?: string;
};

/**
 * Shown instead of paid content (the server withholds it). A guest learns why signing in is needed
 * and gets both sign-in and registration; a free member gets the upgrade; both get the membership
 * guide (fees and benefits). A named group rather than a landmark: a list (videos, profiles) can
 * hold several locks. Native links only, no react-aria.
 */
export function PaidContentLock({
  viewer,
  upgradeHref = '/membership-upgrade',
  signInHref = '/sign-in',
  registerHref = '/membership-registration',
  guideHref = '/membership-guide',
}: PaidContentLockProps) {
  const titleId = useId();
  const guest = viewer === 'guest';
  return (
    <div className={styles.lock} role="group" aria-labelledby={titleId}>
      <LockIcon className={styles.icon} />
      <h2 id={titleId} className={styles.title}>
        {paidLockText.paidLockTitle}
      </h2>
      <p className={styles.text}>{guest ? paidLockText.paidLockGuest : paidLockText.paidLockFree}</p>
      {guest && <p className={styles.text}>{paidLockText.paidLockJoin}</p>}
      <div className={styles.actions}>
        {guest ? (
          <>
            <ButtonLink href={signInHref}>{login}</ButtonLink>
            <ButtonLink href={registerHref} variant="secondary">
              {register}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink href={upgradeHref}>{upgrade}</ButtonLink>
        )}
      </div>
      <NativeLink href={guideHref} className={linkStyles.link}>
        {paidLockText.paidLockGuide}
      </NativeLink>
    </div>
  );
}
