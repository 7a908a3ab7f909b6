import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge, type OrderStatus } from './OrderStatusBadge.tsx';
import { orderStatusText } from '../messages/order-status.ts';
import { playground } from '../story/playground.ts';

const ALL: OrderStatus[] = [
  'pending_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
];

const meta = {
  title: 'Commerce/OrderStatusBadge 注文状況バッジ',
  id: 'commerce-orderstatusbadge',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { order_status: orderStatusText } } },
  component: OrderStatusBadge,
  args: { status: 'shipped' },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Shipped: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('発送済み')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', padding: 0 }}>
      {ALL.map((status) => (
        <li key={status}>
          <OrderStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const label of [
      'お支払い待ち',
      'お支払い済み',
      '発送準備中',
      '発送済み',
      'お届け済み',
      'キャンセル',
      'お支払い失敗',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/** 返金があった注文: 状態のバッジに「一部返金」「返金済み」を並べます。 */
export const Refunded: Story = {
  tags: ['no-visual'],
  render: () => (
    <ul style={{ display: 'flex', gap: 16, flexWrap: 'wrap', listStyle: 'none', padding: 0 }}>
      <li>
        <OrderStatusBadge status="shipped" refund="partial" />
      </li>
      <li>
        <OrderStatusBadge status="delivered" refund="full" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('一部返金')).toBeVisible();
    await expect(canvas.getByText('返金済み')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Shipped, EveryStatus, Refunded }),
  tags: ['no-visual'],
};
