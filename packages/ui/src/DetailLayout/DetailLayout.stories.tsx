import { news } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaidContentLock } from '../PaidContentLock/PaidContentLock.tsx';
import { DetailLayout } from './DetailLayout.tsx';
import { detailText } from '../messages/detail.ts';
import { playground } from '../story/playground.ts';

const [item, older] = [news[1]!, news[2]!];
const newer = news[0]!;

/**
 * ニュース・ブログ・お知らせの詳細ページ: 見出し、安全にした本文、前後の記事へのリンク、一覧へ戻るリンク。
 *
 * **使う場面**: 記事 1 件の画面。会員限定で見られないときは `locked` に `PaidContentLock` を渡します。
 *
 * **キーボード・スクリーンリーダー**: タイトルが h1。前後の記事は「前の記事」「次の記事」とタイトルで読み上げます。本文のリンクは `RichText` と同じです。
 */
const meta = {
  title: 'Content/DetailLayout 記事詳細レイアウト',
  id: 'content-detaillayout',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { detail: detailText } } },
  component: DetailLayout,
  args: {
    title: item.title,
    section: 'ニュース',
    date: item.publishAt,
    category: item.category.name,
    imageUrl: item.imageURL,
    html: item.content,
    previous: { href: `/news/${older.id}`, title: older.title },
    next: { href: `/news/${newer.id}`, title: newer.title },
    back: { href: '/news', label: 'ニュース一覧へ戻る' },
  },
} satisfies Meta<typeof DetailLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(item.title);
    await expect(canvas.getByText('ニュース', { exact: true })).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: '前後の記事' });
    // The arrows are drawn, not read: the links are named 「前の記事」 / 「次の記事」 and the title.
    await expect(within(pager).getByRole('link', { name: `前の記事 ${older.title}` })).toHaveAttribute(
      'href',
      `/news/${older.id}`,
    );
    await expect(within(pager).getByRole('link', { name: /次の記事/ })).toHaveAttribute(
      'href',
      `/news/${newer.id}`,
    );
    await expect(canvas.getByRole('link', { name: 'ニュース一覧へ戻る' })).toHaveAttribute('href', '/news');
  },
};

export const SanitisesHtml: Story = {
  args: {
    html:
      '<p>安全な本文です。</p><img src="x" alt="" onerror="window.__xss = true"><script>window.__xss = true</script>' +
      '<a href="javascript:window.__xss=true">危険なリンク</a> <a href="https://example.com/" target="_blank">外部リンク</a>',
    imageUrl: null,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('安全な本文です。')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('危険なリンク')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
    await expect(canvas.getByRole('link', { name: '外部リンク' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect((window as { __xss?: boolean }).__xss).toBeUndefined();
  },
};

export const FirstItem: Story = {
  args: { next: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /次の記事/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /前の記事/ })).toBeVisible();
  },
};

export const PaidLocked: Story = {
  args: { html: null, locked: <PaidContentLock viewer="free" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'この内容は有料会員限定です' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { News, SanitisesHtml, FirstItem, PaidLocked, Phone }),
  tags: ['no-visual'],
};
