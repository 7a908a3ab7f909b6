import { topics } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TopicList } from './TopicList.tsx';
import { topicListText } from '../messages/topic-list.ts';
import { playground } from '../story/playground.ts';

const sorted = [...topics].sort((a, b) => a.displayOrder - b.displayOrder);

/**
 * ホームのトピックのバナー（displayOrder の順）。スマートフォンで 1 列、デスクトップで 2 列。リンクのないトピックも表示します。
 *
 * **使う場面**: ホームのトピック欄、トピックスの一覧。`getHref` でトピックのページ（/topic/[id]）へ、なければトピックの `link` へ。
 *
 * **キーボード・スクリーンリーダー**: リンクのあるバナーだけ Tab で止まり、リンクの名前はタイトルです（バナー全体が押せます）。画像は飾り（`alt=""`）。
 */
const meta = {
  title: 'Content/TopicList トピック一覧',
  id: 'content-topiclist',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { topic_list: topicListText } } },
  component: TopicList,
  args: { topics: [...topics].reverse() },
} satisfies Meta<typeof TopicList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Banners: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'トピックス' })).getAllByRole('listitem');
    // Shown in displayOrder whatever order they arrive in.
    await expect(items[0]).toHaveTextContent(sorted[0]!.title);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: sorted[0]!.title })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: sorted[0]!.title })).toHaveAttribute(
      'href',
      sorted[0]!.link!,
    );
  },
};

export const WithoutLink: Story = {
  args: { topics: [{ ...topics[0]!, link: null, imageURL: null }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(topics[0]!.title);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Banners, WithoutLink, Phone }),
  tags: ['no-visual'],
};
