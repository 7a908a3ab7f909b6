import { Link } from 'react-aria-components';
import { Badge } from '../Badge/Badge.tsx';
import { Image } from '../Image/Image.tsx';
import { contentText } from '../messages/content.ts';
import { shopText } from '../messages/shop.ts';
import { Price } from '../Price/Price.tsx';
import styles from './ProductCard.module.css';

export type ProductCardProps = {
  /** 商品ページのアドレス。 */
  href: string;
  /** 商品名（リンクの名前）。 */
  name: string;
  /** 商品の画像。 */
  imageUrl?: string | null;
  /** 最も安い SKU の税込価格。 Tax-included price of the cheapest SKU. */
  price: number;
  /** SKU によって価格が違う: 「¥1,234〜」と出します。 SKUs differ in price: show 「¥1,234〜」. */
  hasPriceRange?: boolean;
  /** すべての SKU が在庫なし: 「在庫なし」を付けます。 */
  isSoldOut?: boolean;
  /** 会員限定の商品: 「会員限定」を付けます。 */
  isPaid?: boolean;
  /** 商品のタグ（NEW など）。 */
  tag?: string | null;
};

/**
 * 商品一覧の 1 枚のカード: 画像、バッジ（在庫なし・会員限定・タグ）、商品名のリンク、税込価格。
 *
 * **使う場面**: ショップの一覧とホームのグッズ欄で、`CardGrid` の中に並べます。
 *
 * **使わない場面**: 商品ページの中（`SkuSelector`、`QuantityStepper`、`Price`）、記事の一覧（`ContentCard`）。
 *
 * - ✅ する: 価格は最も安い SKU の税込価格、SKU で価格が違えば `hasPriceRange`（「¥1,234〜」）。
 * - ❌ しない: カードに「カートに入れる」ボタンを足す（種類を選ぶ商品ページで入れます）。
 *
 * **キーボード・スクリーンリーダー**: 商品名だけがリンク（Tab は 1 回）、見出し h3。在庫なしや会員限定は文字のバッジで読み上げます。
 */
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
