import { formatYen } from '../format/yen.ts';
import { shopText } from '../messages/shop.ts';
import styles from './Price.module.css';

type PriceProps = {
  /** Tax-included amount in yen (総額表示: consumer prices include tax). */
  amount: number;
  size?: 'sm' | 'md' | 'lg';
  /** Hide 税込 where a heading already says so (e.g. inside a cart total table). */
  hideTaxNote?: boolean;
};

export function Price({ amount, size = 'md', hideTaxNote }: PriceProps) {
  return (
    <span className={styles.price} data-size={size}>
      <span className={styles.amount}>{formatYen(amount)}</span>
      {!hideTaxNote && <span className={styles.tax}>（{shopText.taxIncluded}）</span>}
    </span>
  );
}
