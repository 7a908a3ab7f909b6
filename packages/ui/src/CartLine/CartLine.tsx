import { Button } from '../Button/Button.tsx';
import { Image } from '../Image/Image.tsx';
import { shopText } from '../messages/shop.ts';
import { Price } from '../Price/Price.tsx';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.tsx';
import styles from './CartLine.module.css';

export type CartLineProps = {
  /** 商品名。 */
  productName: string;
  /** SKU の属性（例: ブラック、M）。 SKU attribute labels, e.g. ['ブラック', 'M']. */
  attributes: string[];
  /** 商品の画像。 */
  imageUrl?: string | null;
  /** 税込の単価。 Tax-included unit price. */
  unitPrice: number;
  /** 数量。 */
  count: number;
  /** この SKU の在庫の残り。 Stock left for this SKU. */
  stock: number;
  /** 購入時の備考。 */
  purchaseNote?: string | null;
  /** 数量を変えたとき。 */
  onCountChange: (count: number) => void;
  /** 削除を押したとき。 */
  onRemove: () => void;
  /** 変更を保存中: 操作を待たせます。 A change is being saved: controls wait for it. */
  isUpdating?: boolean;
};

/**
 * カートの 1 行: 商品の画像と名前、種類、単価、数量、小計、備考、削除。
 *
 * **使う場面**: カートの画面。
 *
 * - ✅ する: 数量の変更中は `isUpdating` で操作を待たせる。
 *
 * **キーボード・スクリーンリーダー**: 数量は `QuantityStepper`、「削除」は商品名を含む名前のボタンです。残りわずかは「残り◯点」と文字で出します。
 */
export function CartLine({
  productName,
  attributes,
  imageUrl,
  unitPrice,
  count,
  stock,
  purchaseNote,
  onCountChange,
  onRemove,
  isUpdating,
}: CartLineProps) {
  return (
    <article className={styles.line} aria-label={productName} aria-busy={isUpdating || undefined}>
      <div className={styles.image}>
        {imageUrl ? (
          <Image src={imageUrl} alt="" width={96} height={96} />
        ) : (
          <div className={styles.placeholder} />
        )}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>{productName}</h3>
        {attributes.length > 0 && <p className={styles.attributes}>{attributes.join(' / ')}</p>}
        <Price amount={unitPrice} size="sm" />
        {purchaseNote && (
          <p className={styles.note}>
            {shopText.purchaseNote}：{purchaseNote}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          value={count}
          maxValue={Math.max(stock, count)}
          onChange={(next) => Number.isFinite(next) && onCountChange(next)}
          isDisabled={isUpdating}
        />
        <p className={styles.subtotal}>
          <span>{shopText.subtotal}</span> <Price amount={unitPrice * count} />
        </p>
        <Button
          variant="ghost"
          onPress={onRemove}
          isDisabled={isUpdating}
          aria-label={`${productName}を${shopText.remove}`}
        >
          {shopText.remove}
        </Button>
      </div>
    </article>
  );
}
