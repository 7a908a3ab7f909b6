import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MembershipCard } from './MembershipCard.tsx';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Membership/MembershipCard 会員証',
  id: 'membership-membershipcard',
  tags: ['autodocs'],
  component: MembershipCard,
  args: {
    clubName: 'Lumière オフィシャルファンクラブ',
    memberNumber: '10000002',
    nickName: 'ひかる',
    rank: 'paid',
    planName: '月額プラン',
    joinedAt: '2025-03-20T19:30:00+09:00',
    validUntil: '2026-12-01T03:00:00+09:00',
    continuationYears: 1,
    qr: 'DEMO-CARD.10000002.paid',
    qrExpiresAt: '2026-12-01T03:00:00+09:00',
  },
} satisfies Meta<typeof MembershipCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: /会員証/ });
    await expect(card).toHaveTextContent('会員番号10000002');
    await expect(card).toHaveTextContent('プラン月額プラン');
    await expect(card).toHaveTextContent('入会日2025/03/20');
    await expect(card).toHaveTextContent('有効期限2026/12/01');
    await expect(card).toHaveTextContent('継続年数1年');
    await expect(canvas.getByRole('img', { name: '会員番号 10000002 の会員証QRコード' })).toBeVisible();
  },
};

export const Free: Story = {
  args: { rank: 'free', planName: null, validUntil: null, continuationYears: null, nickName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('無料会員', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('期限なし（無料会員）')).toBeVisible();
    await expect(canvas.getByText('ニックネーム未登録')).toBeVisible();
    await expect(canvas.queryByText('継続年数')).toBeNull();
  },
};

export const Expired: Story = {
  args: { rank: 'expired', validUntil: '2026-10-31T23:59:59+09:00', continuationYears: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('有料会員期間終了')).toBeVisible();
    await expect(canvas.getByText('2026/10/31（終了）')).toBeVisible();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Paid, Free, Expired }),
  tags: ['no-visual'],
};
