import { products } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SkuSelector } from './SkuSelector.tsx';
import { shopText } from '../messages/shop.ts';
import { playground } from '../story/playground.ts';

// A T-shirt whose XL is sold out, and acrylic stands with one member sold out (demo fixtures).
const withSoldOutSize = products.find((p) =>
  p.productSkus.some((s) => s.quantity === 0 && s.attributes.some((a) => a.name === 'サイズ')),
)!;
const byMember = products.find((p) =>
  p.productSkus.some((s) => s.attributes.some((a) => a.name === 'メンバー')),
)!;

/**
 * 商品の種類（サイズ、カラーなど）を属性ごとのラジオで選びます。在庫のない値も見えますが選べません。
 *
 * **使う場面**: 商品ページ。すべての属性を選ぶと SKU が決まります。
 *
 * **キーボード・スクリーンリーダー**: 属性ごとに名前の付いたラジオグループ（「サイズ」）。↑↓←→ で選び、在庫なしの値は「（在庫なし）」と読み上げて選べません。
 */
const meta = {
  title: 'Commerce/SkuSelector 商品の種類の選択',
  id: 'commerce-skuselector',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { shop: shopText } } },
  component: SkuSelector,
  args: { skus: withSoldOutSize.productSkus, onChange: fn() },
} satisfies Meta<typeof SkuSelector>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ColourAndSize: Story = {
  play: async ({ canvas, args }) => {
    const colours = within(canvas.getByRole('radiogroup', { name: 'カラー' })).getAllByRole('radio');
    const sizes = () => within(canvas.getByRole('radiogroup', { name: 'サイズ' }));
    // Before a colour is chosen every size exists in some colour with stock.
    await expect(sizes().queryByRole('radio', { name: /在庫なし/ })).toBeNull();
    await userEvent.click(colours.at(-1)!);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // In the last colour, XL is sold out: visible, disabled, and says so.
    await expect(sizes().getByRole('radio', { name: /XL.*在庫なし/ })).toBeDisabled();
    await userEvent.click(sizes().getByRole('radio', { name: 'M' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        attributes: expect.arrayContaining([expect.objectContaining({ value: 'M' })]),
      }),
    );
  },
};

export const Members: Story = {
  args: { skus: byMember.productSkus },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'メンバー' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /在庫なし/ })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { skus: byMember.productSkus },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      true,
    );
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { ColourAndSize, Members, Keyboard }),
  tags: ['no-visual'],
};
