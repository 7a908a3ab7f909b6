import type { ErrorMessageKey } from '@fanclub/domain';
import type { ReactNode } from 'react';
import { paymentFailureMessage } from '../app/payments/payment-failure.ts';
import { paymentText } from '../messages/payment.ts';
import { PageHeading } from './PageHeading.tsx';
import styles from './content.module.css';

/**
 * A 3-D Secure return that did not confirm (the issuer refused, the return is unknown, or the
 * address has no order id): the spec's message with the reason, what was kept, and the ways back.
 */
export function TdsReturnFailure({
  title,
  error,
  failureKey,
  lead,
  children,
}: {
  title: string;
  /** The confirmation's failure; null when there was nothing to confirm. */
  error: unknown;
  failureKey: ErrorMessageKey;
  lead: string;
  /** The links back. */
  children: ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} />
      <div className={styles.stack}>
        <p role="alert">{error ? paymentFailureMessage(error, failureKey) : paymentText.tdsUnconfirmed}</p>
        <p>{lead}</p>
        {children}
      </div>
    </>
  );
}
