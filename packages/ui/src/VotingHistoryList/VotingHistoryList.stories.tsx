import { votes, votingEvents, votingPackagePurchases } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VotingHistoryList, type VotingHistoryRow } from './VotingHistoryList.tsx';
import { votingText } from '../messages/voting.ts';
import { playground } from '../story/playground.ts';

// The paid demo member's votes and purchases, joined the way /users/votes/histories answers.
const voteRows: VotingHistoryRow[] = votes.map((vote) => {
  const event = votingEvents.find((item) => item.profiles.some((p) => p.id === vote.votingEventProfileId))!;
  const profile = event.profiles.find((p) => p.id === vote.votingEventProfileId)!;
  return {
    kind: 'vote',
    id: vote.id,
    createdAt: vote.createdAt,
    votingEventName: event.name,
    profileName: profile.name,
    point: vote.point,
  };
});
const purchaseRows: VotingHistoryRow[] = votingPackagePurchases.map((purchase) => ({
  kind: 'purchase',
  id: purchase.id,
  createdAt: purchase.createdAt,
  point: purchase.point,
  price: purchase.price,
  count: purchase.count,
  expireDate: purchase.expireDate,
}));
const rows = [...voteRows, ...purchaseRows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * 投票ポイントの履歴: 投票は −、購入は ＋（新しい順は呼ぶ側で並べます）。
 *
 * **使う場面**: 投票履歴・購入履歴の画面。
 *
 * **キーボード・スクリーンリーダー**: 日時、内容、ポイントの表。増減は記号だけでなく「使用」「購入」の文字でも伝えます。
 */
const meta = {
  title: 'Voting/VotingHistoryList 投票ポイント履歴',
  id: 'voting-votinghistorylist',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { voting: votingText } } },
  component: VotingHistoryList,
  args: { rows },
} satisfies Meta<typeof VotingHistoryList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const VotesAndPurchases: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: '投票・購入履歴' })).getAllByRole('listitem');
    await expect(items).toHaveLength(rows.length);
    const first = voteRows[0]!;
    const vote = items.find((item) => item.textContent?.includes(`−${first.point}pt`))!;
    await expect(vote).toHaveTextContent(first.kind === 'vote' ? first.profileName : '');
    await expect(vote.querySelector('time')?.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    const purchase = items.find((item) => item.textContent?.includes('購入'))!;
    await expect(purchase).toHaveTextContent(`＋${purchaseRows[0]!.point}pt`);
    await expect(purchase).toHaveTextContent('¥3,300（税込）');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('履歴はまだありません')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { VotesAndPurchases, Empty, Phone }),
  tags: ['no-visual'],
};
