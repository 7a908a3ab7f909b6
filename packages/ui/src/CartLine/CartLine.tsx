import { Button } from '../Button/Button.tsx';
import { Image } from '../Image/Image.tsx';
import { ImagePlaceholder } from '../Image/ImagePlaceholder.tsx';
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
  /**
   * 商品名の見出しのレベル（既定 3）。ページの h1 のすぐ下に並べるなら 2。
   * The name's heading level: 2 when the lines sit right under the page's h1.
   */
  headingLevel?: 2 | 3;
};

/**
 * カートの 1 行: 商品の画像と名前、種類、単価、数量、小計、備考、削除。
 *
 * **使う場面**: カートの画面。
 *
 * - する: 数量の変更中は `isUpdating` で操作を待たせる。
 *
 * **キーボード・スクリーンリーダー**: 行と「削除」は商品名と種類を含む名前（「Tシャツ ブラック Lを削除」）なので、同じ商品の別の種類の行とも区別できます。
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
  headingLevel = 3,
}: CartLineProps) {
  // The line's name: two sizes of one product are two lines, told apart by their attributes.
  const lineName = [productName, ...attributes].join(' ');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.line} aria-label={lineName} aria-busy={isUpdating || undefined}>
      <div className={styles.image}>
        {imageUrl ? (
          <Image src={imageUrl} alt="" width={96} height={96} />
        ) : (
          <ImagePlaceholder className={styles.placeholder} tone="secondary" />
        )}
      </div>
      <div className={styles.info}>
        <Heading className={styles.name}>{productName}</Heading>
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
          aria-label={shopText.removeLine(lineName)}
        >
          {shopText.remove}
        </Button>
      </div>
    </article>
  );
}
