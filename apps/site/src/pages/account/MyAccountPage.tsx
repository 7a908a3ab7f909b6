import { BILLING_CYCLE_LABELS, findPrefectureById, SUBSCRIPTION_STATUS_LABELS } from '@fanclub/domain';
import { ButtonLink, Price } from '@fanclub/ui';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { formatDate } from '../../app/format-date.ts';

/** /my-account: member information, subscription summary and the masked card. */
export function MyAccountPage() {
  const { user } = useSession();
  if (!user) return null;
  const sub = user.subscription;
  return (
    <>
      <PageHeading title="会員情報" />
      <div className={styles.stack}>
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
          {sub ? (
            <dl>
              <dt>プラン</dt>
              <dd>{sub.name}</dd>
              <dt>料金</dt>
              <dd>
                <Price amount={sub.price} /> ／ {sub.cycleValue}
                {BILLING_CYCLE_LABELS[sub.cycleType]}
              </dd>
              <dt>状態</dt>
              <dd>{SUBSCRIPTION_STATUS_LABELS[sub.status]}</dd>
              {sub.nextBillingDate && (
                <>
                  <dt>次回お支払い日</dt>
                  <dd>{formatDate(sub.nextBillingDate)}</dd>
                </>
              )}
              {sub.end && (
                <>
                  <dt>有効期限</dt>
                  <dd>{formatDate(sub.end)}</dd>
                </>
              )}
            </dl>
          ) : (
            <p>無料会員です。</p>
          )}
          <ButtonLink href={paths.membershipUpgrade} variant="secondary">
            {sub ? 'プランを確認・変更する' : '有料会員になる'}
          </ButtonLink>
        </section>
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
