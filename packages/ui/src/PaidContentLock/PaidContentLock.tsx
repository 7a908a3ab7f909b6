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
 * 会員限定の中身の代わりに出す案内。中身はサーバーが渡さず、ゲストと無料会員にはこれを見せます。ゲストには、なぜログインが要るのかを説明し、ログインと新規会員登録の両方を出します。無料会員には有料会員への申し込みを出します。どちらにも入会案内（会費と特典）へのリンクがあります。
 *
 * **使う場面**: 記事、動画、プロフィールなどで、見られない会員限定の本文の場所。
 *
 * **使わない場面**: ログインが必要なページ全体（ガードがログイン画面へ送ります）。
 *
 * - する: ゲストにはログインと新規会員登録の両方を出す（`viewer="guest"`）。
 *
 * **キーボード・スクリーンリーダー**: 名前の付いたグループ（1 画面に複数あってもよい）。ボタンの見た目のリンクと入会案内のリンクに Tab で止まります。
 *
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
