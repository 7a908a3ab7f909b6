import { news, newsCategories } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryTabs } from './CategoryTabs.tsx';
import { playground } from '../story/playground.ts';

function NewsByCategory({ onChange }: { onChange?: (id: number | null) => void }) {
  const [selected, setSelected] = useState<number | null>(null);
  const shown = news.filter((item) => selected === null || item.category.id === selected).slice(0, 5);
  return (
    <CategoryTabs
      label="ニュースのカテゴリー"
      categories={newsCategories}
      selectedId={selected}
      onSelectionChange={(id) => {
        setSelected(id);
        onChange?.(id);
      }}
    >
      <ul>
        {shown.map((item) => (
          <li key={item.id}>
            {item.category.name}：{item.title}
          </li>
        ))}
      </ul>
    </CategoryTabs>
  );
}

/**
 * ニュース、ディスコグラフィー、スケジュール、商品のカテゴリで絞り込むタブ。本物のタブリストで、一覧がタブパネルです。
 *
 * **使う場面**: 1 つの一覧をカテゴリで切り替えるとき（「すべて」を先頭に）。
 *
 * **使わない場面**: 絞り込みを URL に持つ一覧（`?category=`、共有・再読み込みできる）は `CategoryTabLinks`（リンクのタブ、サーバーで描けます）。フォームの選択。
 *
 * **キーボード・スクリーンリーダー**: Tab でタブリストに入り、← → でカテゴリを移ります（選ぶと一覧が変わります）。もう一度 Tab で一覧へ。「タブ、3 個中 2 個目、選択済み」のように読み上げます。
 */
const meta = {
  title: 'Content/CategoryTabs カテゴリタブ',
  id: 'content-categorytabs',
  tags: ['autodocs', 'stable'],
  subcomponents: { CategoryTabs },
  component: NewsByCategory,
  args: { onChange: fn() },
} satisfies Meta<typeof NewsByCategory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas }) => {
    const tablist = canvas.getByRole('tablist', { name: 'ニュースのカテゴリー' });
    await expect(within(tablist).getByRole('tab', { name: 'すべて' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(tablist).getAllByRole('tab')).toHaveLength(newsCategories.length + 1);
  },
};

export const PickACategory: Story = {
  play: async ({ canvas, args }) => {
    const target = newsCategories[1]!;
    await userEvent.click(canvas.getByRole('tab', { name: target.name }));
    await expect(args.onChange).toHaveBeenLastCalledWith(target.id);
    const panel = canvas.getByRole('tabpanel');
    for (const item of within(panel).getAllByRole('listitem')) {
      await expect(item).toHaveTextContent(`${target.name}：`);
    }
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: newsCategories[0]!.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(newsCategories[0]!.id);
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { All, PickACategory, Keyboard }),
  tags: ['no-visual'],
};
