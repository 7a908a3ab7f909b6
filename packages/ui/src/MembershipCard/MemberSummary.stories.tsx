import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemberSummary } from './MemberSummary.tsx';
import { memberSummaryText } from '../messages/member-summary.ts';
import { playground } from '../story/playground.ts';

/**
 * マイページの一番上に出す会員証の要約: 会員番号、会員の種類、投票ポイントの残高と、会員証のページへの入口。
 *
 * **使う場面**: マイページの先頭。会場で見せる会員証そのもの（QR コードつき）は `MembershipCard`。
 *
 * **キーボード・スクリーンリーダー**: 「会員証」の見出しつきの領域で、項目は定義リスト。リンクは Tab で止まります。
 */
const meta = {
  title: 'Membership/MemberSummary 会員証の要約',
  id: 'membership-membersummary',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { memberSummary: memberSummaryText } } },
  component: MemberSummary,
  args: {
    memberNumber: '10000002',
    name: 'ひかる',
    isPaidMember: true,
    points: 1250,
    cardHref: '/my-account/card',
    pointsHref: '/voting',
  },
} satisfies Meta<typeof MemberSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A paid member: rank, name, number, points, and the way to the card itself. */
export const PaidMember: Story = {
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('region', { name: '会員証' }));
    await expect(summary.getByText('有料会員')).toBeVisible();
    await expect(summary.getByText('ひかる 様')).toBeVisible();
    await expect(summary.getByText('会員番号').nextElementSibling).toHaveTextContent('10000002');
    await expect(summary.getByText('投票ポイント').nextElementSibling).toHaveTextContent('1,250pt');
    await userEvent.tab();
    await expect(summary.getByRole('link', { name: '会員証を見る' })).toHaveFocus();
    await expect(summary.getByRole('link', { name: '会員証を見る' })).toHaveAttribute(
      'href',
      '/my-account/card',
    );
    await expect(summary.getByRole('link', { name: 'ポイントを使って投票する' })).toHaveAttribute(
      'href',
      '/voting',
    );
  },
};

/** A free member with no points and no place to spend them given. */
export const FreeMember: Story = {
  args: {
    isPaidMember: false,
    points: 0,
    name: '山田 花子',
    memberNumber: '10000001',
    pointsHref: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('無料会員')).toBeVisible();
    await expect(canvas.getByText('0pt')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'ポイントを使って投票する' })).toBeNull();
  },
};

export const Phone: Story = {
  ...PaidMember,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { PaidMember, FreeMember, Phone }),
  tags: ['no-visual'],
};
