import { taxIncluded } from '@fanclub/domain';
import type { Product } from '@fanclub/domain';
import { IMAGE_SIZES, Image, Price } from '@fanclub/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import styles from '../../components/content.module.css';

/**
 * A product as a card (picture, name, members-only mark, lowest price, sold out): shop and home.
 * `priority` for the first card of the shop, its largest picture in the first view.
 */
export function ProductTile({ product, priority }: { product: Product; priority?: boolean }) {
  const prices = product.productSkus.map((sku) => taxIncluded(sku.price, product.taxRate));
  const soldOut = product.productSkus.every((sku) => sku.quantity === 0);
  return (
    <Link to={paths.product(product.id)} className={styles.card}>
      {product.imageURL && (
        <Image
          src={product.imageURL}
          alt=""
          aspectRatio="1 / 1"
          sizes={IMAGE_SIZES.card}
          priority={priority}
        />
      )}
      <span>{product.name}</span>
      {product.isPaid && <span className={styles.badge}>会員限定</span>}
      {prices.length > 0 && <Price amount={Math.min(...prices)} size="sm" />}
      {soldOut && <span className={styles.meta}>在庫なし</span>}
    </Link>
  );
}
