import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { EmptyState } from './EmptyState.tsx';
import { statusText } from '../messages/status.ts';
import { playground } from '../story/playground.ts';

/**
 * 一覧に何もないときの表示。空白にせず、何もないことをはっきり伝えます。
 *
 * **使う場面**: 一覧や検索の結果が 0 件のとき。次にできることがあれば `action` で（「ショップを見る」）。
 *
 * **使わない場面**: 読み込みの失敗（`ErrorState`）、読み込み中（`PageSpinner`）。
 *
 * **キーボード・スクリーンリーダー**: 見出しと説明の文章です。
 */
const meta = {
  title: 'Content/EmptyState 空の状態',
  id: 'content-emptystate',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { status: statusText } } },
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'まだ何もありません' })).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: {
    title: 'カートに商品がありません',
    description: '気になる商品をカートに入れてください。',
    action: <ButtonLink href="/products">ショップを見る</ButtonLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('カートに商品がありません')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ショップを見る' })).toHaveAttribute('href', '/products');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, EmptyCart }),
  tags: ['no-visual'],
};
