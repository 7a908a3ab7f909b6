import { votingEvents } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { VotePanel } from '../VotePanel/VotePanel.tsx';
import { VotingProfileCard } from './VotingProfileCard.tsx';
import { votingText } from '../messages/voting.ts';
import { playground } from '../story/playground.ts';
import { expectBrandedPlaceholder } from '../story/placeholder.ts';

const event = votingEvents[0]!;
const profile = event.profiles[0]!;

const meta = {
  title: 'Voting/VotingProfileCard 投票候補カード',
  id: 'voting-votingprofilecard',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { voting: votingText } } },
  component: VotingProfileCard,
  args: {
    name: profile.name,
    imageUrl: profile.imageUrl,
    point: profile.point,
    content: profile.content,
    onSelect: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <VotingProfileCard {...args} />
    </div>
  ),
} satisfies Meta<typeof VotingProfileCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithVoteButton: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: profile.name });
    await expect(within(card).getByRole('heading', { name: profile.name })).toBeVisible();
    await expect(card).toHaveTextContent(`獲得ポイント${profile.point.toLocaleString('ja-JP')}pt`);
    // Keyboard: tab to the button and press Enter.
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: `${profile.name}に投票する` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const MyVotes: Story = {
  args: { myPoint: 50, isSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('あなたの投票50pt');
  },
};

export const ClosedEventWithoutImage: Story = {
  args: { imageUrl: null, content: null, onSelect: undefined, point: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expectBrandedPlaceholder(canvasElement);
    await expect(canvas.getByRole('article')).toHaveTextContent('0pt');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Ranking: Story = {
  render: (args) => (
    <ul
      aria-label={event.name}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {event.profiles.map((item) => (
        <li key={item.id}>
          <VotingProfileCard
            name={item.name}
            imageUrl={item.imageUrl}
            point={item.point}
            onSelect={args.onSelect}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: event.name });
    await expect(within(list).getAllByRole('article')).toHaveLength(event.profiles.length);
  },
};

export const RankingOnPhone: Story = {
  ...Ranking,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * The card with its VotePanel: the button opens the panel in its place (focus on the panel's title);
 * 「やめる」 or a vote closes it and focus is back on the button.
 */
export const WithVotePanel: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ maxWidth: 260 }}>
        <VotingProfileCard {...args} onSelect={() => setOpen(true)} isSelected={open}>
          <VotePanel
            profileName={args.name}
            balance={250}
            headingLevel={4}
            focusOnOpen
            onVote={() => Promise.resolve()}
            onVoted={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </VotingProfileCard>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const voteFor = `${profile.name}に投票する`;
    await userEvent.click(canvas.getByRole('button', { name: voteFor }));
    await expect(canvas.getByRole('heading', { level: 4, name: voteFor })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'やめる' }));
    await expect(canvas.getByRole('button', { name: voteFor })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: voteFor }));
    await userEvent.click(canvas.getByRole('button', { name: '投票する' }));
    await userEvent.click(canvas.getByRole('button', { name: '投票を確定する' }));
    await expect(canvas.getByRole('button', { name: voteFor })).toHaveFocus();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    WithVoteButton,
    WithVotePanel,
    MyVotes,
    ClosedEventWithoutImage,
    Ranking,
    RankingOnPhone,
  }),
  tags: ['no-visual'],
};
