import { findPrefectureById, membershipFees } from '@fanclub/domain';
import { ButtonLink, SubscriptionSummary } from '@fanclub/ui';
import { BirthdayGiftSection } from './BirthdayGiftSection.tsx';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { formatDate } from '@fanclub/domain/format';

/** /my-account: member information, subscription summary and the masked card. */
export function MyAccountPage() {
  const { user } = useSession();
  if (!user) return null;
  const sub = user.subscription;
  return (
    <>
      <PageHeading title="会員情報" />
      <div className={styles.stack}>
        <section aria-labelledby="account-number">
          <h2 id="account-number">会員証</h2>
          <p>
            会員番号 <strong>{user.memberNumber}</strong>
          </p>
          <ButtonLink href={paths.myAccountCard}>会員証を表示する</ButtonLink>
        </section>
        <section aria-labelledby="account-member">
          <h2 id="account-member">登録情報</h2>
          <dl>
            <dt>お名前</dt>
            <dd>
              {user.lastName} {user.firstName}（{user.lastNameKana} {user.firstNameKana}）
            </dd>
            {user.nickName && (
              <>
                <dt>ニックネーム</dt>
                <dd>{user.nickName}</dd>
              </>
            )}
            <dt>メールアドレス</dt>
            <dd>{user.email}</dd>
            <dt>電話番号</dt>
            <dd>{user.phone}</dd>
            <dt>住所</dt>
            <dd>
              〒{user.zipCode} {findPrefectureById(user.prefectureId)?.name}
              {user.address1}
              {user.address2} {user.address3 ?? ''}
            </dd>
            <dt>生年月日</dt>
            <dd>{formatDate(user.birthDate)}</dd>
            <dt>投票ポイント</dt>
            <dd>{user.votingPoint.toLocaleString('ja-JP')} pt</dd>
          </dl>
          <ButtonLink href={paths.myAccountProfile} variant="secondary">
            登録情報を変更する
          </ButtonLink>{' '}
          <ButtonLink href={paths.myAccountEmail} variant="secondary">
            メールアドレスを変更する
          </ButtonLink>{' '}
          <ButtonLink href={paths.myAccountPassword} variant="secondary">
            パスワードを変更する
          </ButtonLink>
        </section>
        <section aria-labelledby="account-plan">
          <h2 id="account-plan">会員プラン</h2>
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
                    退会を取り消す
                  </ButtonLink>
                </p>
              ) : (
                <p>
                  <ButtonLink href={paths.myAccountPlan} variant="secondary">
                    プランを変更する
                  </ButtonLink>{' '}
                  <ButtonLink href={paths.myAccountUnsubscribe} variant="secondary">
                    退会する
                  </ButtonLink>
                </p>
              )}
            </div>
          ) : (
            <>
              <p>{sub ? `「${sub.name}」のご利用期間は終了しています。` : '無料会員です。'}</p>
              <ButtonLink href={paths.membershipUpgrade} variant="secondary">
                有料会員になる
              </ButtonLink>
            </>
          )}
        </section>
        <BirthdayGiftSection />
        <section aria-labelledby="account-card">
          <h2 id="account-card">お支払いカード</h2>
          <p>
            {user.maskedCardNumber
              ? `${user.maskedCardNumber}${user.isValidCard ? '' : '（有効期限切れまたは無効）'}`
              : 'カードは登録されていません。'}
          </p>
        </section>
      </div>
    </>
  );
}
