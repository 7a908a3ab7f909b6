import { Link } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { Image } from '../Image/Image.tsx';
import { contentText } from '../messages/content.ts';
import { shopText } from '../messages/shop.ts';
import { Price } from '../Price/Price.tsx';
import styles from './ProductCard.module.css';

export type ProductCardProps = {
  href: string;
  name: string;
  imageUrl?: string | null;
  /** Tax-included price of the cheapest SKU. */
  price: number;
  /** SKUs differ in price: show 「¥1,234〜」. */
  hasPriceRange?: boolean;
  isSoldOut?: boolean;
  isPaid?: boolean;
  tag?: string | null;
};

export function ProductCard({
  href,
  name,
  imageUrl,
  price,
  hasPriceRange,
  isSoldOut,
  isPaid,
  tag,
}: ProductCardProps) {
  return (
    <article className={styles.card} data-sold-out={isSoldOut || undefined}>
      {imageUrl ? (
        <Image src={imageUrl} alt="" aspectRatio="1 / 1" sizes="(max-width: 768px) 50vw, 260px" />
      ) : (
        <div className={styles.placeholder} />
      )}
      <div className={styles.body}>
        <div className={styles.badges}>
          {isSoldOut && <Badge tone="danger">{shopText.soldOut}</Badge>}
          {isPaid && <Badge tone="warning">{contentText.paidBadge}</Badge>}
          {tag && <Badge>{tag}</Badge>}
        </div>
        <h3 className={styles.name}>
          <Link href={href} className={styles.link}>
            {name}
          </Link>
        </h3>
        <p className={styles.price}>
          <Price amount={price} />
          {hasPriceRange && <span>{shopText.priceFrom}</span>}
        </p>
      </div>
    </article>
  );
}
