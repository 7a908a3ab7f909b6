import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KonbiniSlip, type KonbiniSlipValue } from './KonbiniSlip.tsx';

const pending: KonbiniSlipValue = {
  store: 'lawson',
  receiptNumber: '12345678901',
  confirmationNumber: '4321',
  deadline: '2025-04-04T14:59:00.000Z',
  slipUrl: '/sandbox-pay/konbini/kp_demo',
  state: 'pending',
  paidAt: null,
};

/**
 * コンビニ払いの払込票: お支払い先のコンビニ、そのチェーンの番号（受付番号または払込票番号、使うチェーンでは確認番号）、
 * 金額、期限と状態（支払待ち・入金済み・期限切れ）。支払待ちの間は番号と払込票へのリンクを出します。
 *
 * **使う場面**: コンビニ払いの注文の詳細と、注文の完了画面。
 *
 * **キーボード・スクリーンリーダー**: 見出しつきの区画と定義リスト。番号は数字のまま読み上げられます。
 */
const meta = {
  title: 'Commerce/KonbiniSlip コンビニ払いの払込票',
  id: 'commerce-konbinislip',
  tags: ['autodocs', 'stable'],
  component: KonbiniSlip,
  args: { slip: pending, amount: 4620 },
} satisfies Meta<typeof KonbiniSlip>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 支払待ち: チェーンの番号（ローソンは受付番号と確認番号）、金額、期限、払込票へのリンク。 */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /コンビニでのお支払い.*支払待ち/ })).toBeVisible();
    await expect(canvas.getByText('受付番号')).toBeVisible();
    await expect(canvas.getByText('12345678901')).toBeVisible();
    await expect(canvas.getByText('確認番号')).toBeVisible();
    await expect(canvas.getByText('4321')).toBeVisible();
    // The deadline in the lead and in the list.
    await expect(canvas.getAllByText(/2025\/04\/04 23:59/)).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /払込票を見る/ })).toHaveAttribute('href', pending.slipUrl);
  },
};

/** セブン-イレブン: 払込票番号だけで、確認番号はありません。 */
export const SevenEleven: Story = {
  args: {
    slip: { ...pending, store: 'seven-eleven', receiptNumber: '1234567890123', confirmationNumber: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('払込票番号')).toBeVisible();
    await expect(canvas.queryByText('確認番号')).toBeNull();
  },
};

/** 入金済み: 番号は消え、入金日を示します。 */
export const Paid: Story = {
  args: { slip: { ...pending, state: 'paid', paidAt: '2025-04-02T03:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /入金済み/ })).toBeVisible();
    await expect(canvas.getByText('お支払いを確認しました。')).toBeVisible();
    await expect(canvas.queryByText('12345678901')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /払込票を見る/ })).toBeNull();
  },
};

/** 期限切れ: 注文はキャンセルされました。 */
export const Expired: Story = {
  args: { slip: { ...pending, state: 'expired' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /期限切れ/ })).toBeVisible();
    await expect(canvas.getByText(/ご注文はキャンセルされました/)).toBeVisible();
    await expect(canvas.queryByText('12345678901')).toBeNull();
  },
};
