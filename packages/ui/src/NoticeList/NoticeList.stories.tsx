import { blogs, news, notices } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NoticeList } from './NoticeList.tsx';
import { noticeText } from '../messages/notice.ts';
import { playground } from '../story/playground.ts';

// Published on the fixture day (2026-11-22 15:00 JST), with a subtitle.
const first = notices[0]!;
const second = notices[1]!;

// News as rows (a paid one, a NEW one and an older one): the date from publishAt.
const newsRows = news.slice(3, 7).map((item) => ({ ...item, publishedAt: item.publishAt }));
const paidNews = newsRows.find((item) => item.isPaid)!;
const newNews = newsRows.find((item) => item.isNew && !item.isPaid)!;
const oldNews = newsRows.find((item) => !item.isNew && !item.isPaid)!;
// A paid blog post shown without its writer (no category): the date and the paid mark only.
const paidPost = blogs.find((post) => post.isPaid && post.profile)!;
const clubPost = { ...paidPost, category: null };

/**
 * お知らせ・ニュース・ブログの文字だけの一覧（新しい順）: 日付、カテゴリ、NEW、会員限定の印、タイトル、サブタイトル。1 行が 1 つのリンクです。
 *
 * **使う場面**: お知らせ・ニュース・ブログの一覧、ホームのお知らせ欄・ニュース欄。ニュースやブログは `kind` で一覧の名前と空のときの文言を変えます。写真のある一覧は `ContentCard`。
 *
 * **キーボード・スクリーンリーダー**: 1 行につき Tab は 1 回。リンクの名前はタイトルです。
 */
const meta = {
  title: 'Content/NoticeList お知らせ一覧',
  id: 'content-noticelist',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { notice: noticeText } } },
  component: NoticeList,
  args: { notices },
} satisfies Meta<typeof NoticeList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'お知らせ一覧' });
    const rows = within(list).getAllByRole('article');
    await expect(rows).toHaveLength(notices.length);
    const row = rows[0]!;
    await expect(within(row).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/notice/${first.id}`,
    );
    await expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(first.title);
    await expect(within(row).getByText('システム・メンテナンス')).toBeVisible();
    await expect(within(row).getByText('2:00〜5:00 ご利用いただけません')).toBeVisible();
    // YYYY/MM/DD in Japan time, with the machine-readable date beside it.
    const date = within(row).getByText('2026/11/22');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('dateTime', '2026-11-22');
    await expect(rows[1]).toHaveTextContent('2026/11/20');
    await expect(rows[1]).toHaveTextContent('重要なお知らせ');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: first.title });
    await expect(link).toHaveFocus();
    // The row shows the focus ring around the focused title link.
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: second.title })).toHaveFocus();
  },
};

export const OtherRoute: Story = {
  args: { notices: notices.slice(0, 3), getHref: (notice) => `/information/${notice.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: second.title })).toHaveAttribute(
      'href',
      `/information/${second.id}`,
    );
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('お知らせはまだありません')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** ニュース（とブログ）の行: NEW と会員限定の印。カテゴリのない行もあります。 */
export const NewsWithMarks: Story = {
  args: {
    notices: [...newsRows, clubPost],
    kind: 'news',
    getHref: (item) => `/news/${item.id}`,
  },
  play: async ({ canvas }) => {
    const row = (title: string) => canvas.getByRole('link', { name: title }).closest('article')!;
    await expect(canvas.getByRole('list', { name: 'ニュース一覧' })).toBeVisible();
    await expect(within(row(paidNews.title)).getByText('会員限定')).toBeVisible();
    await expect(within(row(newNews.title)).getByText('NEW')).toBeVisible();
    await expect(within(row(newNews.title)).getByText(newNews.category.name)).toBeVisible();
    await expect(row(newNews.title)).not.toHaveTextContent('会員限定');
    await expect(row(oldNews.title)).not.toHaveTextContent('NEW');
    // No category: the date and the paid mark, no writer's name.
    await expect(within(row(clubPost.title)).getByText('会員限定')).toBeVisible();
    await expect(row(clubPost.title)).not.toHaveTextContent(paidPost.profile!.name);
  },
};

export const EmptyNews: Story = {
  args: { notices: [], kind: 'news' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ニュースはまだありません')).toBeVisible();
    await expect(canvas.queryByText('お知らせはまだありません')).toBeNull();
  },
};

export const Phone: Story = {
  ...List,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { List, Keyboard, OtherRoute, Empty, NewsWithMarks, EmptyNews, Phone }),
  tags: ['no-visual'],
};
