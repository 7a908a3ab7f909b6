import { taxIncluded } from '@fanclub/domain/format';
import { Badge } from '../Badge/Badge.tsx';
import { Image } from '../Image/Image.tsx';
import { ImagePlaceholder } from '../Image/ImagePlaceholder.tsx';
import { useRouterLink } from '../Link/link-navigation.tsx';
import { paidBadge } from '../messages/content.ts';
import { soldOut } from '../messages/shop.ts';
import { Price } from '../Price/Price.tsx';
import styles from './ProductCard.module.css';

export type ProductCardProps = {
  /** 商品ページのアドレス。 */
  href: string;
  /** 商品名（リンクの名前）。 */
  name: string;
  /** 商品の画像。 */
  imageUrl?: string | null;
  /** 最も安い SKU の税込価格（SKU がなければ価格は出しません）。 Tax-included price of the cheapest SKU. */
  price?: number | null;
  /** SKU によって価格が違う: 「¥1,234〜」と出します。 SKUs differ in price: show 「¥1,234〜」. */
  hasPriceRange?: boolean;
  /** すべての SKU が在庫なし: 「在庫なし」を付けます。 */
  isSoldOut?: boolean;
  /** 会員限定の商品: 「会員限定」を付けます。 */
  isPaid?: boolean;
  /** 商品のタグ（NEW など）。 */
  tag?: string | null;
  /**
   * 最初の画面に見える 1 枚目のカード: 画像を先に読み込みます（`Image` の `priority`）。
   * The first card of a page, its picture in the first view.
   */
  priority?: boolean;
  /** 一覧のセクションの中での見出しの階層（既定 h3）。 Headline level inside the list's section. */
  headingLevel?: 2 | 3 | 4;
};

/** What a product card shows of a product (the API's Product: its SKUs' prices and stock). */
export type ProductCardSource = {
  id: number;
  name: string;
  imageURL: string | null;
  taxRate: number;
  isPaid: boolean;
  tag: string | null;
  productSkus: readonly { price: number; quantity: number }[];
};

/**
 * 商品から `ProductCard` の props を作ります: 最も安い SKU の税込価格、価格の幅（〜）、在庫なし、会員限定、タグ。
 * The card's props from a product: the cheapest SKU's tax-included price, whether prices differ
 * (〜), sold out (every SKU at 0), members only and the tag.
 */
export function productCardProps(product: ProductCardSource, href: string): ProductCardProps {
  const prices = product.productSkus.map((sku) => taxIncluded(sku.price, product.taxRate));
  return {
    href,
    name: product.name,
    imageUrl: product.imageURL,
    price: prices.length > 0 ? Math.min(...prices) : null,
    hasPriceRange: new Set(prices).size > 1,
    isSoldOut: product.productSkus.every((sku) => sku.quantity === 0),
    isPaid: product.isPaid,
    tag: product.tag,
  };
}

/**
 * 商品一覧の 1 枚のカード: 画像、バッジ（在庫なし・会員限定・タグ）、商品名のリンク、税込価格。
 *
 * **使う場面**: ショップの一覧とホームのグッズ欄で、`CardGrid` の中に並べます。商品から props を作るのは `productCardProps`。
 *
 * **使わない場面**: 商品ページの中（`SkuSelector`、`QuantityStepper`、`Price`）、記事の一覧（`ContentCard`）。
 *
 * - する: 価格は最も安い SKU の税込価格、SKU で価格が違えば `hasPriceRange`（「¥1,234〜」）。
 * - しない: カードに「カートに入れる」ボタンを足す（種類を選ぶ商品ページで入れます）。
 *
 * **キーボード・スクリーンリーダー**: 商品名だけがリンク（Tab は 1 回）、見出し（既定 h3、一覧のセクションに合わせて `headingLevel`）。在庫なしや会員限定は文字のバッジで読み上げます。
 *
 * The link is a native `<a>` through the app's router (`useRouterLink`), so a page of cards needs
 * none of react-aria.
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
  priority,
  headingLevel = 3,
}: ProductCardProps) {
  const link = useRouterLink(href);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-sold-out={isSoldOut || undefined}>
      {imageUrl ? (
        <Image
          src={imageUrl}
          alt=""
          aspectRatio="1 / 1"
          sizes="(max-width: 768px) 50vw, 260px"
          priority={priority}
        />
      ) : (
        <ImagePlaceholder className={styles.placeholder} tone="secondary" />
      )}
      <div className={styles.body}>
        <div className={styles.badges}>
          {isSoldOut && <Badge tone="danger">{soldOut}</Badge>}
          {isPaid && <Badge tone="warning">{paidBadge}</Badge>}
          {tag && <Badge>{tag}</Badge>}
        </div>
        <Heading className={styles.name}>
          <a {...link} className={styles.link}>
            {name}
          </a>
        </Heading>
        {price != null && (
          <p className={styles.price}>
            <Price amount={price} isFrom={hasPriceRange} />
          </p>
        )}
      </div>
    </article>
  );
}
