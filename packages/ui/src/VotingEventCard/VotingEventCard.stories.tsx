import { FIXTURE_NOW, votingEvents } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VotingEventCard } from './VotingEventCard.tsx';
import { playground } from '../story/playground.ts';

const event = votingEvents[0]!;
const now = new Date(FIXTURE_NOW);

const meta = {
  title: 'Voting/VotingEventCard 投票イベントカード',
  id: 'voting-votingeventcard',
  tags: ['autodocs', 'stable'],
  component: VotingEventCard,
  args: {
    href: `/voting?event=${event.id}`,
    name: event.name,
    startedDate: event.startedDate,
    closedDate: event.closedDate,
    now,
  },
} satisfies Meta<typeof VotingEventCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { startedDate: '2026-11-01T00:00:00+09:00', closedDate: '2026-12-31T23:59:59+09:00' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('投票受付中')).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.name })).toHaveAttribute('href', args.href);
    await expect(canvas.getByText(/投票期間：2026\/11\/01 00:00:00 〜 2026\/12\/31 23:59:59/)).toBeVisible();
  },
};

export const Closed: Story = {
  args: { startedDate: '2026-01-01T00:00:00+09:00', closedDate: '2026-02-01T00:00:00+09:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('投票終了')).toBeVisible();
  },
};

export const Upcoming: Story = {
  args: { startedDate: '2027-01-01T00:00:00+09:00', closedDate: '2027-02-01T00:00:00+09:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('開催前')).toBeVisible();
  },
};

export const FromFixture: Story = {};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Open, Closed, Upcoming, FromFixture }),
  tags: ['no-visual'],
};
