import { errorMessage } from '@fanclub/domain';
import { useConfirmTdsOrder } from '@fanclub/domain/react';
import { ButtonLink, PageSpinner } from '@fanclub/ui';
import { useEffect, useRef } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { orderText } from '../../messages/order.ts';
import { paymentText } from '../../messages/payment.ts';

export function OrderSuccessPage() {
  const id = useParams().id ?? '';
  return (
    <>
      <PageHeading title={orderText.thanks} />
      <div className={styles.stack}>
        <p>{orderText.orderNumberIs(id)}</p>
        <p>{orderText.mailSent}</p>
        <ButtonLink href={paths.orderDetail(id)}>{orderText.viewOrder}</ButtonLink>
        <ButtonLink href={paths.products} variant="secondary">
          {orderText.keepShopping}
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
        <PageHeading title={orderText.failedTitle} />
        <div className={styles.stack}>
          <p role="alert">
            {confirm.isError ? errorMessage(confirm.error, 'orderFailed') : paymentText.tdsUnconfirmed}
          </p>
          {confirm.error &&
            'serverMessage' in confirm.error &&
            typeof confirm.error.serverMessage === 'string' && <p>{confirm.error.serverMessage}</p>}
          <p>{orderText.cartKept}</p>
          <ButtonLink href={paths.order}>{orderText.backToCheckout}</ButtonLink>
        </div>
      </>
    );
  }
  return <PageSpinner label={paymentText.tdsChecking} />;
}
