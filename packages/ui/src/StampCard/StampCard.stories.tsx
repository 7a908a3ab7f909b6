import { eventRewards } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StampCard } from './StampCard.tsx';
import { playground } from '../story/playground.ts';

const rally = eventRewards[0]!;
// A member who has visited the first two spots.
const inProgress = rally.stamps.map((stamp, index) => ({ ...stamp, isAcquired: index < 2 }));

const meta = {
  title: 'Engagement/StampCard スタンプカード',
  id: 'engagement-stampcard',
  tags: ['autodocs', 'stable'],
  component: StampCard,
  args: { title: rally.name, stamps: inProgress },
} satisfies Meta<typeof StampCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`2 / ${rally.stamps.length} 個 獲得`)).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('獲得済み');
    await expect(items.at(-1)).toHaveTextContent('未獲得');
    await expect(items[0]!.querySelector('img')).toHaveAttribute('src', rally.stamps[0]!.iconURLUnlocked);
    await expect(items.at(-1)!.querySelector('img')).toHaveAttribute(
      'src',
      rally.stamps.at(-1)!.iconURLLocked,
    );
  },
};

export const Complete: Story = {
  args: { stamps: rally.stamps.map((stamp) => ({ ...stamp, isAcquired: true })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${rally.stamps.length} / ${rally.stamps.length} 個 獲得`)).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { InProgress, Complete, Phone }),
  tags: ['no-visual'],
};
