import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price.tsx';
import { shopText } from '../messages/shop.ts';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Commerce/Price 価格',
  id: 'commerce-price',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { shop: shopText } } },
  component: Price,
  args: { amount: 1234 },
} satisfies Meta<typeof Price>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥1,234（税込）');
  },
};

export const Large: Story = {
  args: { amount: 11000, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥11,000（税込）');
  },
};

export const Free: Story = {
  args: { amount: 0, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥0（税込）');
  },
};

export const WithoutTaxNote: Story = {
  args: { amount: 5500, hideTaxNote: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥5,500');
    await expect(canvasElement).not.toHaveTextContent('税込');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, Large, Free, WithoutTaxNote }),
  tags: ['no-visual'],
};
