import { newsCategories } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryTabLinks } from './CategoryTabLinks.tsx';
import { playground } from '../story/playground.ts';

/**
 * `CategoryTabs` のリンク版: 絞り込みが URL（`?category=`）にある一覧のためのタブ。見た目は同じで、1 つ 1 つがそのカテゴリの一覧へのリンクです。サーバーの HTML にそのまま出て、スクリプトが届く前から押せます。react-aria を使わないので軽い。
 *
 * **使う場面**: 絞り込んだ一覧を共有・再読み込みできるページ（ニュース、お知らせ、スケジュール、ディスコグラフィー、ショップ）。
 *
 * **使わない場面**: ページの中だけで一覧を切り替えるとき（`CategoryTabs`: 本物のタブリスト）。
 *
 * **キーボード・スクリーンリーダー**: 名前の付いた `nav` の中のリンクの並び。Tab で 1 つずつ移り、選んでいるものは `aria-current="page"`（「現在のページ」と読み上げ）。
 */
const meta = {
  title: 'Content/CategoryTabLinks カテゴリタブ（リンク）',
  id: 'content-categorytablinks',
  tags: ['autodocs', 'stable'],
  component: CategoryTabLinks,
  args: {
    label: 'カテゴリー',
    categories: newsCategories,
    selectedId: null,
    hrefFor: (id) => (id === null ? '/news' : `/news?category=${id}`),
  },
} satisfies Meta<typeof CategoryTabLinks>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every category: 「すべて」 is the current page; each tab is a link to its list. */
export const All: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'カテゴリー' }));
    const links = nav.getAllByRole('link');
    await expect(links).toHaveLength(newsCategories.length + 1);
    await expect(nav.getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'すべて' })).toHaveAttribute('href', '/news');
    await expect(nav.getByRole('link', { name: newsCategories[0]!.name })).toHaveAttribute(
      'href',
      `/news?category=${newsCategories[0]!.id}`,
    );
  },
};

/** A category chosen: its tab is the current page, 「すべて」 leads back to the whole list. */
export const CategorySelected: Story = {
  args: { selectedId: newsCategories[1]!.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: newsCategories[1]!.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'すべて' })).not.toHaveAttribute('aria-current');
  },
};

/** Tab moves from link to link, the ring on the one focused. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: newsCategories[0]!.name })).toHaveFocus();
  },
};

/** Without categories nothing is drawn (a list that has none). */
export const NoCategories: Story = {
  args: { categories: [] },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { All, CategorySelected, Keyboard, NoCategories }),
  tags: ['no-visual'],
};
