import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PendingPointPurchaseView } from './PointPurchaseKonbini.tsx';

/** A point purchase waiting for its konbini payment: the slip, 支払待ち; no points yet. */
const meta = {
  title: 'Site/Voting/PendingPointPurchase',
  component: PendingPointPurchaseView,
  args: {
    purchase: {
      orderNumber: '20261129-3F9A2C7B01DE',
      votingPackageId: 1,
      count: 2,
      point: 200,
      price: 2420,
      paymentFee: 220,
      konbini: {
        store: 'lawson',
        receiptNumber: '12345678901',
        confirmationNumber: '4321',
        deadline: '2026-12-02T14:59:00.000Z',
        slipUrl: '/sandbox-pay/konbini/kp_demo',
        state: 'pending',
        paidAt: null,
      },
    },
  },
} satisfies Meta<typeof PendingPointPurchaseView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slip = canvas.getByRole('region', { name: /コンビニでのお支払い/ });
    await expect(slip).toHaveTextContent('支払待ち');
    await expect(slip).toHaveTextContent('12345678901');
    await expect(canvas.getByText(/お支払いが確認できると200ptが保有ポイントに加算され/)).toBeVisible();
    await expect(canvas.getByText('注文番号：20261129-3F9A2C7B01DE')).toBeVisible();
  },
};
