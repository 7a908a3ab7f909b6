import { profiles } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileGrid } from './ProfileGrid.tsx';
import { profileText } from '../messages/profile.ts';
import { playground } from '../story/playground.ts';

const leader = profiles.find((profile) => profile.displayOrder === 1)!; // 星野ミライ
const paid = profiles.find((profile) => profile.isPaid)!; // 七瀬ソラ

const meta = {
  title: 'Content/ProfileGrid プロフィール一覧',
  id: 'content-profilegrid',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { profile: profileText } } },
  component: ProfileGrid,
  // Out of order on purpose: the grid shows them in displayOrder.
  args: { profiles: [...profiles].reverse() },
} satisfies Meta<typeof ProfileGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'プロフィール一覧' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(profiles.length);
    const card = cards[0]!;
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('星野ミライ');
    await expect(within(card).getByRole('link', { name: '星野ミライ' })).toHaveAttribute(
      'href',
      `/profile/${leader.id}`,
    );
    await expect(within(card).getByText('リーダー・センター')).toBeVisible();
    await expect(card.querySelector('img')).toBeVisible();
    await expect(card).not.toHaveTextContent('会員限定');
    const paidCard = cards.at(-1)!;
    await expect(paidCard).toHaveTextContent(paid.name);
    await expect(within(paidCard).getByText('会員限定')).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '星野ミライ' });
    await expect(link).toHaveFocus();
    // A native link: the browser's own keyboard focus (the ring is drawn for :focus-visible).
    await expect(link.matches(':focus-visible')).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '月城アオイ' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { profiles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('プロフィールはまだありません')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The list of its own page, right under the page's h1: each card's title is an h2. Same look as Grid. */
export const UnderThePageHeading: Story = {
  tags: ['no-visual'],
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(meta.args.profiles.length);
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const Phone: Story = {
  ...Grid,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { UnderThePageHeading, Grid, Keyboard, Empty, Phone }),
  tags: ['no-visual'],
};
