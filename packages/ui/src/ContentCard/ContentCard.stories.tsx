import { blogs, discographies, news, profiles, schedules } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid } from './CardGrid.tsx';
import { ContentCard } from './ContentCard.tsx';
import { contentText } from '../messages/content.ts';
import { playground } from '../story/playground.ts';
import { expectBrandedPlaceholder } from '../story/placeholder.ts';

const first = news[0]!;

/**
 * すべてのコンテンツ一覧（ニュース、ブログ、スケジュール、ディスコグラフィー、トピック、プロフィール、ギフト投稿）に使う 1 枚のカード。カード全体が 1 つのリンクで、名前はタイトルです。
 *
 * **使う場面**: 記事や作品の一覧を `CardGrid` に並べるとき。`shape` で画像の形（wide: ニュース・ブログ、square: ディスコグラフィー、portrait: プロフィール）。
 *
 * **使わない場面**: 商品（`ProductCard`: 価格と在庫）、文字だけの一覧（`NoticeList`）。
 *
 * - する: 見出しの階層を一覧のセクションに合わせる（`headingLevel`）。
 * - しない: カードの中にさらにリンクやボタンを入れる（カード全体がリンクです）。
 *
 * **キーボード・スクリーンリーダー**: 1 枚につき Tab は 1 回。タイトルの見出しとして読み上げ、日付・カテゴリ・NEW・会員限定は文字で続きます。
 */
const meta = {
  title: 'Content/ContentCard コンテンツカード',
  id: 'content-contentcard',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { content: contentText } } },
  component: ContentCard,
  args: {
    href: `/news/${first.id}`,
    title: first.title,
    imageUrl: first.imageURL,
    date: first.publishAt,
    category: first.category.name,
    isNew: first.isNew,
    isPaid: first.isPaid,
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ContentCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ContentCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.title });
    await expect(link).toHaveAttribute('href', `/news/${first.id}`);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(args.title);
    await expect(canvas.getByText(first.category.name)).toBeVisible();
    await expect(canvas.getByRole('article').querySelector('time')?.textContent).toMatch(
      /^\d{4}\/\d{2}\/\d{2}$/,
    );
  },
};

export const PaidWithoutImage: Story = {
  args: { imageUrl: null, isPaid: true, isNew: true, title: '【会員限定】リハーサル密着レポート' },
  play: async ({ canvas, canvasElement }) => {
    await expectBrandedPlaceholder(canvasElement);
    await expect(canvas.getByText('会員限定')).toBeVisible();
    await expect(canvas.getByText('NEW')).toBeVisible();
  },
};

const blog = blogs[0]!;
export const Blog: Story = {
  args: {
    href: `/blog/${blog.id}`,
    title: blog.title,
    subTitle: blog.subTitle,
    imageUrl: blog.imageURL,
    date: blog.publishedAt,
    category: null,
    isNew: false,
    isPaid: blog.isPaid,
  },
};

export const Grid: Story = {
  render: () => (
    <CardGrid label="ディスコグラフィー">
      {discographies.slice(0, 4).map((item) => (
        <li key={item.id}>
          <ContentCard
            href={`/discography/${item.id}`}
            title={item.title}
            imageUrl={item.imageURL}
            category={item.category.name}
            shape="square"
            isPaid={item.isPaid}
          />
        </li>
      ))}
      {profiles.slice(0, 2).map((item) => (
        <li key={`p${item.id}`}>
          <ContentCard
            href={`/profile/${item.id}`}
            title={item.name}
            imageUrl={item.imageURL}
            shape="portrait"
          />
        </li>
      ))}
      {schedules.slice(0, 2).map((item) => (
        <li key={`s${item.id}`}>
          <ContentCard
            href={`/schedule/${item.id}`}
            title={item.title}
            imageUrl={item.imageURL}
            date={item.eventStart}
            category={item.category.name}
          />
        </li>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'ディスコグラフィー' });
    await expect(within(list).getAllByRole('article')).toHaveLength(8);
  },
};

export const GridOnPhone: Story = {
  ...Grid,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { News, PaidWithoutImage, Blog, Grid, GridOnPhone }),
  tags: ['no-visual'],
};
