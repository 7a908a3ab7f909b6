import type { ReactNode } from 'react';
import { shopText } from '../messages/shop.ts';
import { Price } from '../Price/Price.tsx';
import styles from './CartSummary.module.css';

type CartSummaryProps = {
  /** Tax-included total of the items. */
  itemsTotal: number;
  /** null until a delivery method is chosen. */
  deliveryCost?: number | null;
  /** The next step, e.g. a ButtonLink to /order. */
  action?: ReactNode;
};

export function CartSummary({ itemsTotal, deliveryCost = null, action }: CartSummaryProps) {
  const total = itemsTotal + (deliveryCost ?? 0);
  return (
    <section className={styles.summary} aria-label="ご注文金額">
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{shopText.subtotal}</dt>
          <dd>
            <Price amount={itemsTotal} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{shopText.deliveryCost}</dt>
          <dd>{deliveryCost === null ? shopText.deliveryLater : <Price amount={deliveryCost} />}</dd>
        </div>
        <div className={styles.row} data-total>
          <dt>{shopText.total}</dt>
          <dd>
            <Price amount={total} size="lg" />
          </dd>
        </div>
      </dl>
      {action}
    </section>
  );
}
