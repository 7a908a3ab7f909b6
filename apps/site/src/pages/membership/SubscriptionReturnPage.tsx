import { errorMessage } from '@fanclub/domain';
import { useConfirmTdsSubscription } from '@fanclub/domain/react';
import { ButtonLink, PageSpinner } from '@fanclub/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionStore } from '../../app/api.ts';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';

/**
 * The 3-D Secure challenge of a plan purchase sends the browser back here with `?orderId=`; the
 * subscription is confirmed once, and the member in the session becomes a paid member at once.
 */
export function SubscriptionReturnPage() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? '';
  const planId = Number(search.get('plan')) || null;
  const confirm = useConfirmTdsSubscription({ onSuccess: ({ user }) => sessionStore.setUser(user) });
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!orderId || started.current) return;
    started.current = true;
    mutate({ orderId });
  }, [orderId, mutate]);

  if (confirm.isSuccess) {
    const { subscription } = confirm.data;
    return (
      <>
        <PageHeading title="有料会員へのお申し込みが完了しました" />
        <div className={styles.stack}>
          <p>「{subscription.name}」のご利用を開始しました。有料会員限定のコンテンツをお楽しみください。</p>
          <ButtonLink href={paths.blogs}>ブログを見る</ButtonLink>
          <ButtonLink href={paths.myAccount} variant="secondary">
            マイページへ
          </ButtonLink>
        </div>
      </>
    );
  }
  if (!orderId || confirm.isError) {
    return (
      <>
        <PageHeading title="お申し込みを完了できませんでした" />
        <div className={styles.stack}>
          <p role="alert">
            {confirm.isError
              ? errorMessage(confirm.error, 'membershipRegisterFailed')
              : '本人認証の結果を確認できませんでした。'}
          </p>
          {confirm.error &&
            'serverMessage' in confirm.error &&
            typeof confirm.error.serverMessage === 'string' && <p>{confirm.error.serverMessage}</p>}
          <p>お手数ですが、もう一度お試しください。別のカードでもお申し込みいただけます。</p>
          {planId ? (
            <>
              {/* The same plan, straight to the card step: nothing to choose again. */}
              <ButtonLink href={`${paths.membershipUpgrade}?plan=${planId}`}>別のカードで申し込む</ButtonLink>
              <ButtonLink href={paths.membershipUpgrade} variant="secondary">
                プラン選択に戻る
              </ButtonLink>
            </>
          ) : (
            <ButtonLink href={paths.membershipUpgrade}>プラン選択に戻る</ButtonLink>
          )}
        </div>
      </>
    );
  }
  return <PageSpinner label="本人認証の結果を確認しています" />;
}
