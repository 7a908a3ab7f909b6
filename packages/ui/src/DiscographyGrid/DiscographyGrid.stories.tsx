import { discographies } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DiscographyGrid } from './DiscographyGrid.tsx';
import { discographyText } from '../messages/discography.ts';
import { playground } from '../story/playground.ts';

const single = discographies[0]!; // 「ひかりのありか」, シングル, 2027年1月21日発売
const paid = discographies.find((work) => work.isPaid)!;

/**
 * 作品（CD・配信など）のジャケットのグリッド（スマートフォンで 2 列）。カテゴリ、発売の情報、会員限定の印つき。
 *
 * **使う場面**: ディスコグラフィーの一覧とホームの作品欄。
 *
 * **キーボード・スクリーンリーダー**: 1 作品につき Tab は 1 回。リンクの名前は作品名です。
 */
const meta = {
  title: 'Content/DiscographyGrid ディスコグラフィー一覧',
  id: 'content-discographygrid',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { discography: discographyText } } },
  component: DiscographyGrid,
  args: { discographies },
} satisfies Meta<typeof DiscographyGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'ディスコグラフィー' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(discographies.length);
    const card = cards[0]!;
    await expect(within(card).getByRole('link', { name: single.title })).toHaveAttribute(
      'href',
      `/discography/${single.id}`,
    );
    await expect(within(card).getByText('シングル')).toBeVisible();
    await expect(within(card).getByText('2027年1月21日発売')).toBeVisible();
    // The jacket: decorative (the title names the link), square, and loaded.
    const jacket = card.querySelector('img')!;
    await expect(jacket).toHaveAttribute('alt', '');
    await waitFor(() => expect(jacket.getAttribute('src')).toContain('discography-1'));
    await expect(card).not.toHaveTextContent('会員限定');
    const paidCard = within(list).getByRole('link', { name: paid.title }).closest('article')!;
    await expect(within(paidCard).getByText('会員限定')).toBeVisible();
    await expect(within(paidCard).getByText('映像作品')).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { discographies: discographies.slice(0, 4) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: single.title });
    await expect(link).toHaveFocus();
    // A native link: the browser's own keyboard focus (the ring is drawn for :focus-visible).
    await expect(link.matches(':focus-visible')).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: discographies[1]!.title })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { discographies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('作品はまだありません')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The list of its own page, right under the page's h1: each card's title is an h2. Same look as Grid. */
export const UnderThePageHeading: Story = {
  tags: ['no-visual'],
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(meta.args.discographies.length);
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
