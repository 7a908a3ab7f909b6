import { products } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PurchaseNoteField } from './PurchaseNoteField.tsx';
import { shopText } from '../messages/shop.ts';
import { playground } from '../story/playground.ts';

const withNote = products.find((product) => product.isRequiredPurchaseNote);

/**
 * 購入時に商品が求める備考の入力（名入れの名前など、isRequiredPurchaseNote）。
 *
 * **使う場面**: 商品ページとカートで、その商品が備考を必要とするとき。
 *
 * **キーボード・スクリーンリーダー**: `TextField` と同じ。商品のヒントが説明として読み上げられます。
 */
const meta = {
  title: 'Commerce/PurchaseNoteField 購入時の備考入力',
  id: 'commerce-purchasenotefield',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { shop: shopText } } },
  component: PurchaseNoteField,
  args: {
    hint: withNote?.purchaseNoteHint ?? 'ご希望のお名前をご記入ください',
    isRequired: true,
    onChange: fn(),
  },
} satisfies Meta<typeof PurchaseNoteField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: /備考/ });
    await expect(area).toHaveAccessibleDescription(args.hint!);
    await userEvent.type(area, 'ミライ');
    await expect(args.onChange).toHaveBeenLastCalledWith('ミライ');
  },
};

export const Missing: Story = {
  args: { errorMessage: '備考を入力してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /備考/ })).toBeInvalid();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { WithHint, Missing }),
  tags: ['no-visual'],
};
