import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { CartSummary } from './CartSummary.tsx';
import { shopText } from '../messages/shop.ts';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Commerce/CartSummary カートの合計',
  id: 'commerce-cartsummary',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { shop: shopText } } },
  component: CartSummary,
  args: { itemsTotal: 9900, action: <ButtonLink href="/order">レジに進む</ButtonLink> },
} satisfies Meta<typeof CartSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term).closest('div') as HTMLElement;

export const BeforeDelivery: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(row(canvasElement, '送料')).toHaveTextContent('次の画面で計算します');
    await expect(row(canvasElement, '合計')).toHaveTextContent('¥9,900');
    await expect(canvas.getByRole('link', { name: 'レジに進む' })).toHaveAttribute('href', '/order');
  },
};

export const WithDelivery: Story = {
  args: { deliveryCost: 770 },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, '送料')).toHaveTextContent('¥770');
    await expect(row(canvasElement, '合計')).toHaveTextContent('¥10,670');
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { BeforeDelivery, WithDelivery }),
  tags: ['no-visual'],
};
