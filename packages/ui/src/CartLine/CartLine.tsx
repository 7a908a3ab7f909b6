import { Button } from '../Button/Button.tsx';
import { Image } from '../Image/Image.tsx';
import { shopText } from '../messages/shop.ts';
import { Price } from '../Price/Price.tsx';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.tsx';
import styles from './CartLine.module.css';

export type CartLineProps = {
  productName: string;
  /** SKU attribute labels, e.g. ['ブラック', 'M']. */
  attributes: string[];
  imageUrl?: string | null;
  /** Tax-included unit price. */
  unitPrice: number;
  count: number;
  /** Stock left for this SKU. */
  stock: number;
  purchaseNote?: string | null;
  onCountChange: (count: number) => void;
  onRemove: () => void;
  /** A change is being saved: controls wait for it. */
  isUpdating?: boolean;
};

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
