import { useConfirmTdsOrder } from '@fanclub/domain/react';
import { ButtonLink, PageSpinner } from '@fanclub/ui';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { orderText } from '../../messages/order.ts';
import { paymentText } from '../../messages/payment.ts';
import { useMutateOnce } from '../../app/use-mutate-once.ts';
import { TdsReturnFailure } from '../../components/TdsReturnFailure.tsx';

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
  useMutateOnce(confirm, orderId ? { orderId } : null);

  if (confirm.isSuccess) return <Navigate to={paths.orderSuccess(confirm.data.orderNumber)} replace />;
  if (!orderId || confirm.isError) {
    return (
      <TdsReturnFailure
        title={orderText.failedTitle}
        error={confirm.error}
        failureKey="orderFailed"
        lead={orderText.cartKept}
      >
        <ButtonLink href={paths.order}>{orderText.backToCheckout}</ButtonLink>
      </TdsReturnFailure>
    );
  }
  return <PageSpinner label={paymentText.tdsChecking} />;
}
