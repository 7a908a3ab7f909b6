import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = { title: 'Content/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
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
