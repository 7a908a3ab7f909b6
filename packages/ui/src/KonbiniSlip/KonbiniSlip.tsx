import {
  formatDateTime,
  formatDate,
  konbiniPaymentStateLabels,
  konbiniStoreInfo,
  type KonbiniPaymentState,
  type KonbiniStore,
} from '@fanclub/domain/format';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Link } from '../Link/Link.tsx';
import { paymentMethodText as t } from '../messages/payment-method.ts';
import { Price } from '../Price/Price.tsx';
import styles from './KonbiniSlip.module.css';

/** A konbini slip as the API's order carries it (`Order.konbini`). */
export type KonbiniSlipValue = {
  store: KonbiniStore;
  receiptNumber: string;
  confirmationNumber: string | null;
  deadline: string;
  slipUrl: string;
  state: KonbiniPaymentState;
  paidAt: string | null;
};

const TONES: Record<KonbiniPaymentState, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  expired: 'neutral',
};

type KonbiniSlipProps = {
  /** 払込票（コンビニ、番号、期限、払込票のページ、状態）。 */
  slip: KonbiniSlipValue;
  /** 税込のお支払い金額。 The amount to pay, tax included. */
  amount: number;
};

/**
 * The slip of a konbini order: the chain's own numbers, the amount, the deadline and the state;
 * the numbers and the slip link show while it waits for payment.
 */
export function KonbiniSlip({ slip, amount }: KonbiniSlipProps) {
  const titleId = useId();
  const info = konbiniStoreInfo[slip.store];
  const deadline = formatDateTime(slip.deadline);
  return (
    <section className={styles.slip} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.slipTitle} <Badge tone={TONES[slip.state]}>{konbiniPaymentStateLabels[slip.state]}</Badge>
      </h2>
      {slip.state === 'pending' && <p>{t.slipLead(deadline)}</p>}
      {slip.state === 'paid' && <p>{t.slipPaid}</p>}
      {slip.state === 'expired' && <p>{t.slipExpired}</p>}
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{t.slipStore}</dt>
          <dd>{info.name}</dd>
        </div>
        {slip.state === 'pending' && (
          <>
            <div className={styles.row}>
              <dt>{info.receiptLabel}</dt>
              <dd className={styles.number}>{slip.receiptNumber}</dd>
            </div>
            {info.confirmationLabel && slip.confirmationNumber && (
              <div className={styles.row}>
                <dt>{info.confirmationLabel}</dt>
                <dd className={styles.number}>{slip.confirmationNumber}</dd>
              </div>
            )}
          </>
        )}
        <div className={styles.row}>
          <dt>{t.slipAmount}</dt>
          <dd>
            <Price amount={amount} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t.slipDeadline}</dt>
          <dd>{deadline}</dd>
        </div>
        {slip.paidAt && (
          <div className={styles.row}>
            <dt>{t.slipPaidAt}</dt>
            <dd>{formatDate(slip.paidAt)}</dd>
          </div>
        )}
      </dl>
      {slip.state === 'pending' && (
        <p>
          <Link href={slip.slipUrl} target="_blank" rel="noopener">
            {t.slipLink}
            {t.newTab}
          </Link>
        </p>
      )}
    </section>
  );
}
