import { empty, paidMember, paidMemberSession, serverError, signedOut } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';

const meta = {
  title: 'Site/Shop',
  component: SiteAt,
  args: { path: '/products', session: paidMemberSession },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /5th Anniversary ロゴTシャツ/ })).toBeVisible();
  },
};

export const ProductsForGuest: Story = {
  args: { session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
};

export const ProductsError: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...serverError(['listProducts']));
  },
  play: async ({ canvas }) => {
    await waitFor(
      async () => expect(await canvas.findByText('商品一覧を取得できませんでした。')).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

export const ProductDetail: Story = {
  args: { path: '/products/1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'カートに入れる' })).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: { path: '/cart' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('カートに商品はありません。')).toBeVisible();
  },
};

export const OrderHistory: Story = {
  args: { path: '/order/history' },
  // Waiting for the screen also lets this story's session exchange finish before the next story
  // resets the fake backend.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '注文履歴' })).toBeVisible();
  },
};
export const MyAccount: Story = {
  args: { path: '/my-account' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '会員情報' })).toBeVisible();
  },
};
