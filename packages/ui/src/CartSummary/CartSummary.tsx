import type { ReactNode } from 'react';
import { shopText } from '../messages/shop.ts';
import { Price } from '../Price/Price.tsx';
import styles from './CartSummary.module.css';

type CartSummaryProps = {
  /** 商品の税込の合計。 Tax-included total of the items. */
  itemsTotal: number;
  /** 送料（配送方法を選ぶまでは null）。 null until a delivery method is chosen. */
  deliveryCost?: number | null;
  /** 次の手順（例: /order への `ButtonLink`）。 The next step, e.g. a ButtonLink to /order. */
  action?: ReactNode;
};

/**
 * カートの合計: 小計、送料、合計（税込）と次の手順のボタン。
 *
 * **使う場面**: カートと注文の画面の横（スマートフォンでは下）。送料が決まるまでは「次の画面で計算します」。
 *
 * **キーボード・スクリーンリーダー**: 項目名と金額の表として読み上げます。
 */
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
