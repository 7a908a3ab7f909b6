import { formatYen } from '@fanclub/domain/format';
import { priceFrom, taxIncluded } from '../messages/shop.ts';
import styles from './Price.module.css';

type PriceProps = {
  /** 税込の金額（円）。 Tax-included amount in yen (総額表示: consumer prices include tax). */
  amount: number;
  /** 文字の大きさ。 */
  size?: 'sm' | 'md' | 'lg';
  /**
   * 「税込」を出さない（見出しがすでに税込と言っている表の中など）。
   * Hide 税込 where a heading already says so (e.g. inside a cart total table).
   */
  hideTaxNote?: boolean;
  /**
   * 「〜」を金額のすぐ後に付けます（種類によって価格が違う商品の最も安い価格: 「¥1,234〜（税込）」）。
   * Marks the lowest of several prices: 「¥1,234〜」.
   */
  isFrom?: boolean;
};

/**
 * 税込の金額（総額表示）: 「¥1,234（税込）」。
 *
 * **使う場面**: 価格を出すすべての場所。金額はいつも税込で渡します。
 *
 * - しない: 税抜の金額を渡す、表の見出しが「税込」と言っているのに `hideTaxNote` を使わずに重ねる。
 *
 * **キーボード・スクリーンリーダー**: 文字のまま「¥1,234（税込）」と読み上げます。
 */
export function Price({ amount, size = 'md', hideTaxNote, isFrom }: PriceProps) {
  return (
    <span className={styles.price} data-size={size}>
      <span className={styles.amount}>
        {formatYen(amount)}
        {isFrom && priceFrom}
      </span>
      {!hideTaxNote && <span className={styles.tax}>（{taxIncluded}）</span>}
    </span>
  );
}
