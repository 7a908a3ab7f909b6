import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';
import { playground } from '../story/playground.ts';

/**
 * 会員が自分のプランについて知るべきこと: 状態、次の請求日、金額、解約のしかた。
 *
 * **使う場面**: マイページの会員情報。
 *
 * **キーボード・スクリーンリーダー**: 項目名と値の定義リスト。状態は文字のバッジ（「ご利用中」「解約手続き済み」など）。
 */
const meta = {
  title: 'Membership/SubscriptionSummary 会員プランの契約内容',
  id: 'membership-subscriptionsummary',
  tags: ['autodocs', 'stable'],
  component: SubscriptionSummary,
  args: {
    planName: '月額プラン',
    status: 'active',
    amount: 550,
    cycleType: 'month',
    cycleValue: 1,
    nextBillingDate: '2026-12-01T00:00:00+09:00',
    end: '2026-11-30T23:59:59+09:00',
  },
} satisfies Meta<typeof SubscriptionSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('利用中')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'ご契約内容' })).toHaveTextContent(
      '¥550（税込）（毎月）',
    );
    await expect(canvas.getByText('2026/12/01')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '退会手続きへ' })).toBeVisible();
  },
};

export const CancelRequested: Story = {
  args: { status: 'cancel_requested' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('退会手続き済み')).toBeVisible();
    await expect(canvas.getByText('2026/11/30まで')).toBeVisible();
    await expect(canvas.queryByText('次回のお支払い日')).toBeNull();
  },
};

export const PastDue: Story = {
  args: { status: 'past_due' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('お支払い確認中')).toBeVisible();
  },
};

/** コンビニ払いの前払い期間: 自動更新されず、ご利用期限で終わる。 */
export const Prepaid: Story = {
  args: { renewal: 'prepaid', nextBillingDate: null, cycleType: 'year', amount: 5500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('利用中')).toBeVisible();
    await expect(canvas.getByText('2026/11/30まで')).toBeVisible();
    await expect(canvas.getByText('自動更新されません（コンビニ払い）')).toBeVisible();
    await expect(canvas.queryByText('次回のお支払い日')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '退会手続きへ' })).toBeNull();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Active, CancelRequested, PastDue, Prepaid }),
  tags: ['no-visual'],
};
