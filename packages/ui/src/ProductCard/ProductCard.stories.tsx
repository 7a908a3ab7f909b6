import { products } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid } from '../ContentCard/CardGrid.tsx';
import { ProductCard, productCardProps, type ProductCardProps } from './ProductCard.tsx';
import { contentText } from '../messages/content.ts';
import { shopText } from '../messages/shop.ts';
import { playground } from '../story/playground.ts';

type Product = (typeof products)[number];

// What the shop page hands the card: the product's cheapest price, range, stock and flags.
const cardProps = (product: Product): ProductCardProps =>
  productCardProps(product, `/products/${product.id}`);

const first = products[0]!;
const soldOut = products.find((product) => product.productSkus.every((sku) => sku.quantity === 0)) ?? first;

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
 */
const meta = {
  title: 'Commerce/ProductCard 商品カード',
  id: 'commerce-productcard',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { content: contentText, shop: shopText } } },
  component: ProductCard,
  args: cardProps(first),
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.name })).toHaveAttribute('href', args.href);
    await expect(canvas.getByRole('article')).toHaveTextContent(/¥[\d,]+（税込）/);
  },
};

export const SoldOut: Story = {
  args: cardProps(soldOut),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('在庫なし')).toBeVisible();
  },
};

export const PriceRange: Story = {
  args: { hasPriceRange: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(/¥[\d,]+〜（税込）/);
  },
};

export const ShopGrid: Story = {
  render: () => (
    <CardGrid label="商品一覧">
      {products.slice(0, 8).map((product) => (
        <li key={product.id}>
          <ProductCard {...cardProps(product)} />
        </li>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: '商品一覧' })).getAllByRole('article')).toHaveLength(
      8,
    );
  },
};

export const ShopGridOnPhone: Story = {
  ...ShopGrid,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Default,
    SoldOut,
    PriceRange,
    ShopGrid,
    ShopGridOnPhone,
  }),
  tags: ['no-visual'],
};
