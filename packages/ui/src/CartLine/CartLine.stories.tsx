import { products } from '@fanclub/fixtures';
import { taxIncluded } from '@fanclub/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartSummary } from '../CartSummary/CartSummary.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { CartLine } from './CartLine.tsx';
import { shopText } from '../messages/shop.ts';
import { playground } from '../story/playground.ts';

const product = products[0]!;
const sku = product.productSkus[1]!;
/** The line's name: the product and its SKU's attributes (two sizes are two lines). */
const lineName = [product.name, ...sku.attributes.map((a) => a.label)].join(' ');

const meta = {
  title: 'Commerce/CartLine カートの商品行',
  id: 'commerce-cartline',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { shop: shopText } } },
  component: CartLine,
  args: {
    productName: product.name,
    attributes: sku.attributes.map((a) => a.label),
    imageUrl: sku.imageUrl ?? product.imageURL,
    unitPrice: taxIncluded(sku.price, product.taxRate),
    count: 2,
    stock: sku.quantity,
    onCountChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const line = canvas.getByRole('article', { name: lineName });
    await expect(within(line).getByRole('heading', { level: 3, name: product.name })).toBeVisible();
    await expect(within(line).getByRole('textbox', { name: '数量' })).toHaveValue('2');
    await userEvent.click(within(line).getByRole('button', { name: /^増やす/ }));
    await expect(args.onCountChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(line).getByRole('button', { name: `${lineName}を削除` }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const WithPurchaseNote: Story = {
  args: { purchaseNote: '名入れ：ミライ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('備考：名入れ：ミライ')).toBeVisible();
  },
};

export const Updating: Story = {
  args: { isUpdating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `${lineName}を削除` })).toBeDisabled();
  },
};

/** Right under a page's h1 (the site's cart), the name is an h2. */
export const UnderPageHeading: Story = {
  args: { headingLevel: 2 },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  },
};

// A whole cart: lines and the summary update together.
function Cart() {
  const [lines, setLines] = useState(
    products.slice(0, 3).map((p) => ({ product: p, sku: p.productSkus[0]!, count: 1 })),
  );
  const total = lines.reduce((sum, l) => sum + taxIncluded(l.sku.price, l.product.taxRate) * l.count, 0);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <div>
        {lines.map((line) => (
          <CartLine
            key={line.sku.id}
            productName={line.product.name}
            attributes={line.sku.attributes.map((a) => a.label)}
            imageUrl={line.sku.imageUrl ?? line.product.imageURL}
            unitPrice={taxIncluded(line.sku.price, line.product.taxRate)}
            count={line.count}
            stock={line.sku.quantity}
            onCountChange={(count) => setLines((all) => all.map((l) => (l === line ? { ...l, count } : l)))}
            onRemove={() => setLines((all) => all.filter((l) => l !== line))}
          />
        ))}
      </div>
      <CartSummary itemsTotal={total} action={<ButtonLink href="/order">レジに進む</ButtonLink>} />
    </div>
  );
}

export const WholeCart: Story = {
  render: () => <Cart />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const first = canvas.getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: /を削除$/ }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'ご注文金額' })).toHaveTextContent(
      '次の画面で計算します',
    );
  },
};

export const WholeCartOnPhone: Story = {
  render: () => <Cart />,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Default,
    WithPurchaseNote,
    Updating,
    UnderPageHeading,
    WholeCart,
    WholeCartOnPhone,
  }),
  tags: ['no-visual'],
};
