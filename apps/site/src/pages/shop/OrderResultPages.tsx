import { errorMessage } from '@fanclub/domain';
import { useConfirmTdsOrder } from '@fanclub/domain/react';
import { ButtonLink, PageSpinner } from '@fanclub/ui';
import { useEffect, useRef } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';

export function OrderSuccessPage() {
  const id = useParams().id ?? '';
  return (
    <>
      <PageHeading title="ご注文ありがとうございました" />
      <div className={styles.stack}>
        <p>ご注文番号：{id}</p>
        <p>ご登録のメールアドレスに注文確認メールをお送りしました。</p>
        <ButtonLink href={paths.orderDetail(id)}>注文内容を見る</ButtonLink>
        <ButtonLink href={paths.products} variant="secondary">
          お買い物を続ける
        </ButtonLink>
      </div>
    </>
  );
}

/** The 3-D Secure challenge sends the browser back here with `?orderId=`; the order is confirmed once. */
export function TdsReturnPage() {
  const orderId = useSearchParams()[0].get('orderId') ?? '';
  const confirm = useConfirmTdsOrder();
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!orderId || started.current) return;
    started.current = true;
    mutate({ orderId });
  }, [orderId, mutate]);

  if (confirm.isSuccess) return <Navigate to={paths.orderSuccess(confirm.data.orderId)} replace />;
  if (!orderId || confirm.isError) {
    return (
      <>
        <PageHeading title="ご注文を完了できませんでした" />
        <div className={styles.stack}>
          <p role="alert">
            {confirm.isError
              ? errorMessage(confirm.error, 'orderFailed')
              : '本人認証の結果を確認できませんでした。'}
          </p>
          {confirm.error &&
            'serverMessage' in confirm.error &&
            typeof confirm.error.serverMessage === 'string' && <p>{confirm.error.serverMessage}</p>}
          <p>カートの内容はそのまま残っています。</p>
          <ButtonLink href={paths.order}>ご注文手続きに戻る</ButtonLink>
        </div>
      </>
    );
  }
  return <PageSpinner label="本人認証の結果を確認しています" />;
}
