import { adminDb } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import {
  consolePage,
  emptyState,
  errorState,
  expectTitle,
  expectToast,
  loadingState,
  mainOf,
} from '../test/screen.ts';

/**
 * Every content type but news on one list and one editor drawn from the contract's `contentTypes`:
 * blogs with publish now / at a time / back to draft and the paid preview, notices with their
 * categories, the top page's topics, videos with a display order, and the legal texts.
 */
const meta = {
  title: 'Console Pages/Content コンテンツ',
  id: 'console-pages-content',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/content/blogs', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const tableOf = async (main: ReturnType<typeof within>, name: string) =>
  within(await main.findByRole('grid', { name }));

export const BlogList: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ブログ');
    const table = await tableOf(main, 'ブログ一覧');
    await expect(await table.findByRole('link', { name: '5周年、ありがとう。' })).toBeVisible();
    await expect(table.getAllByText('有料会員のみ').length).toBeGreaterThan(0);
    await expect(main.getByText(/^\d+件中 1〜\d+件$/)).toBeVisible();
    const types = within(main.getByRole('navigation', { name: 'コンテンツの種類' }));
    await expect(types.getByRole('link', { name: 'ブログ' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SwitchToSchedules: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const types = within(await main.findByRole('navigation', { name: 'コンテンツの種類' }));
    await userEvent.click(types.getByRole('link', { name: 'スケジュール' }));
    await expectTitle(main, 'スケジュール');
    await expect(await main.findByRole('grid', { name: 'スケジュール一覧' })).toBeVisible();
    await expect(main.getByRole('columnheader', { name: /開始日時/ })).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listContent', '/content/blogs');

export const ListEmpty: Story = emptyState('ブログ', '/content/blogs');

export const ListError: Story = errorState('listContent', '/content/blogs');

export const UnknownType: Story = {
  args: { path: '/content/nothing' },
  play: async ({ canvas }) => {
    const alert = within(await (await mainOf(canvas)).findByRole('alert'));
    await expect(alert.getByText('指定されたデータが見つかりません。')).toBeVisible();
  },
};

export const NoticeRefusedBeforeSending: Story = {
  args: { path: '/content/notices/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お知らせ（事務局）を作成');
    const before = adminDb.content.notices.length;
    await userEvent.click(main.getByRole('button', { name: '公開日時で公開する' }));
    await expect(await main.findByText('カテゴリーを選択してください。')).toBeVisible();
    await expect(main.getByText('入力してください。')).toBeVisible();
    await expect(adminDb.content.notices.length).toBe(before);
  },
};

export const PublishPaidBlogNow: Story = {
  args: { path: '/content/blogs/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ブログを作成');
    await userEvent.type(main.getByRole('textbox', { name: /^タイトル/ }), 'ツアー初日の楽屋から');
    await userEvent.type(await main.findByRole('textbox', { name: '本文' }), '初日、ありがとう！');
    await userEvent.click(main.getByRole('checkbox', { name: '有料会員のみに公開する' }));
    await userEvent.click(main.getByRole('button', { name: '無料会員として見る' }));
    await expect(main.getByRole('group', { name: 'この内容は有料会員限定です' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '有料会員として見る' }));
    await expect(
      within(main.getByRole('region', { name: 'プレビュー' })).getByText('初日、ありがとう！'),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '今すぐ公開する' }));
    await expectToast(canvas, '公開しました。');
    await expectTitle(main, 'ブログを編集');
    await expect(main.getByText('状態: 公開中')).toBeVisible();
    await expect(adminDb.content.blogs[0]).toMatchObject({
      title: 'ツアー初日の楽屋から',
      isPaid: true,
      status: 'published',
    });
  },
};

export const UnpublishBlog: Story = {
  args: { path: '/content/blogs/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ブログを編集');
    await expect(main.getByText('状態: 公開中')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '非公開にする（下書きに戻す）' }));
    await expectToast(canvas, '下書きを保存しました。');
    await waitFor(() =>
      expect(adminDb.content.blogs.find((row) => row.id === 1)).toMatchObject({ status: 'draft' }),
    );
    await expect(await main.findByRole('button', { name: '下書き保存' })).toBeVisible();
  },
};

export const VideoOrderRefused: Story = {
  args: { path: '/content/musicVideos/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ミュージックビデオを作成');
    await userEvent.type(main.getByRole('textbox', { name: /動画のURL/ }), 'https://www.youtube.com/embed/x');
    const order = main.getByRole('textbox', { name: /表示順/ });
    await userEvent.clear(order);
    await userEvent.type(order, '-1');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('0以上の整数で入力してください。')).toBeVisible();
  },
};

/** The Q&A page's questions: ordered like the videos, published or kept as a draft. */
export const FaqList: Story = {
  args: { path: '/content/faqs' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'Q&A');
    const table = await tableOf(main, 'Q&A一覧');
    await expect(await table.findByRole('link', { name: '会員登録に費用はかかりますか？' })).toBeVisible();
    const links = table.getAllByRole('link').map((link) => link.textContent);
    await expect(links.slice(0, 2)).toEqual([
      '会員登録に費用はかかりますか？',
      '登録用のメールが届きません。',
    ]);
    await expect(table.getAllByText('公開中').length).toBe(6);
    await expect(main.getByRole('columnheader', { name: /表示順/ })).toBeVisible();
  },
};

export const PublishFaq: Story = {
  args: { path: '/content/faqs/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'Q&Aを作成');
    await expect(main.queryByRole('button', { name: '今すぐ公開する' })).toBeNull();
    // Everyone reads the same answer: no paid or free member to preview as.
    await expect(main.queryByRole('group', { name: 'プレビューする人' })).toBeNull();
    await userEvent.type(main.getByRole('textbox', { name: /^質問/ }), 'ライブの座席は選べますか。');
    await userEvent.type(await main.findByRole('textbox', { name: '回答' }), '座席は抽選で決まります。');
    const order = main.getByRole('textbox', { name: /表示順/ });
    await userEvent.clear(order);
    await userEvent.type(order, '7');
    await userEvent.click(main.getByRole('button', { name: '公開する' }));
    await expectToast(canvas, '公開しました。');
    await expectTitle(main, 'Q&Aを編集');
    await expect(main.getByRole('region', { name: 'プレビュー' })).toHaveTextContent(
      '座席は抽選で決まります。',
    );
    await expect(adminDb.content.faqs[0]).toMatchObject({
      question: 'ライブの座席は選べますか。',
      answer: '<p>座席は抽選で決まります。</p>',
      displayOrder: 7,
      status: 'published',
    });
  },
};

export const FaqRefusedBeforeSending: Story = {
  args: { path: '/content/faqs/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'Q&Aを作成');
    const before = adminDb.content.faqs.length;
    await userEvent.click(main.getByRole('button', { name: '公開する' }));
    await expect(await main.findByText('入力してください。')).toBeVisible();
    await expect(adminDb.content.faqs.length).toBe(before);
  },
};

export const DeleteTopic: Story = {
  args: { path: '/content/topics/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'トピックスを編集');
    await userEvent.click(main.getByRole('button', { name: '削除' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expectToast(canvas, '削除しました。');
    await expectTitle(main, 'トピックス');
    await expect(adminDb.content.topics.some((row) => row.id === 1)).toBe(false);
  },
};

export const ReadOnlyForSupport: Story = {
  args: { path: '/content/blogs/1', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ブログを編集');
    await expect(main.getByRole('textbox', { name: /^タイトル/ })).toHaveValue('5周年、ありがとう。');
    await expect(main.queryByRole('button', { name: '今すぐ公開する' })).toBeNull();
    // A paid-only blog is still previewed as either member, read-only or not.
    await expect(main.getByRole('group', { name: 'プレビューする人' })).toBeVisible();
    await expect(main.queryByRole('button', { name: '削除' })).toBeNull();
  },
};

export const EditLoading: Story = loadingState('getContent', '/content/blogs/1');

export const EditError: Story = errorState('getContent', '/content/blogs/1');

export const LegalTexts: Story = {
  args: { path: '/legal-texts' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '規約・ポリシー');
    const terms = await main.findByRole('textbox', { name: '利用規約（HTML）' });
    await userEvent.clear(terms);
    await userEvent.type(terms, '<h2>第1条</h2>');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expect(adminDb.legalTexts.termOfUse).toBe('<h2>第1条</h2>');
  },
};

export const LegalTextsLoading: Story = loadingState('getAdminLegalTexts', '/legal-texts');

export const LegalTextsError: Story = errorState('getAdminLegalTexts', '/legal-texts');
