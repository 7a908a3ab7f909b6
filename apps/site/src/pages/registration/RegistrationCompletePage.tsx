import { ButtonLink } from '@fanclub/ui';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';

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
        title="会員登録が完了しました"
        lead={`${user?.nickName || user?.lastName || ''}${user ? 'さん、' : ''}ようこそ！無料会員としてログインしています。`}
      />
      <div className={styles.stack}>
        {memberNumber && (
          <section aria-labelledby="complete-number" className={styles.stack}>
            <h2 id="complete-number">あなたの会員番号</h2>
            <p>
              <strong className={styles.nowrap}>{memberNumber}</strong>
            </p>
            <p>会員番号は会員証とマイページでいつでも確認できます。</p>
          </section>
        )}
        <section aria-labelledby="complete-next" className={styles.stack}>
          <h2 id="complete-next">次のステップ</h2>
          <p>
            有料プランにお申し込みいただくと、会員限定のブログ・動画・写真やチケットの先行受付をお楽しみいただけます。
          </p>
          <div className={styles.formRow}>
            <ButtonLink href={paths.membershipUpgrade}>有料プランを選ぶ</ButtonLink>
            <ButtonLink href={paths.myAccountCard} variant="secondary">
              会員証を見る
            </ButtonLink>
          </div>
          <p>
            <Link to={paths.myAccount}>マイページへ</Link> /
            <Link to={paths.membershipGuide}>入会案内を見る</Link>
          </p>
        </section>
      </div>
    </>
  );
}
