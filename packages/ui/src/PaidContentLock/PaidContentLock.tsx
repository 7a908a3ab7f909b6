import { useId } from 'react';
import { LockIcon } from '../icons/icons.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import linkStyles from '../Link/Link.module.css';
import { NativeLink } from '../Link/NativeLink.tsx';
import { contentText } from '../messages/content.ts';
import { login } from '../messages/nav.ts';
import styles from './PaidContentLock.module.css';

type PaidContentLockProps = {
  /**
   * 見ている人: `guest`（ログインのリンクも出す）か `free`。
   * Who is looking: a guest also gets a sign-in link.
   */
  viewer: 'guest' | 'free';
  /** 有料会員の登録ページ。 */
  upgradeHref?: string;
  /** ログインのページ。 */
  signInHref?: string;
};

/**
 * 会員限定の中身の代わりに出す案内。中身はサーバーが渡さず、ゲストと無料会員にはこれを見せ、有料会員への登録へ案内します。
 *
 * **使う場面**: 記事、動画、プロフィールなどで、見られない会員限定の本文の場所。
 *
 * **使わない場面**: ログインが必要なページ全体（ガードがログイン画面へ送ります）。
 *
 * - ✅ する: ゲストにはログインのリンクも出す（`viewer="guest"`）。
 *
 * **キーボード・スクリーンリーダー**: 名前の付いたグループ（1 画面に複数あってもよい）。「有料会員になる」とログインのリンクに Tab で止まります。
 *
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
