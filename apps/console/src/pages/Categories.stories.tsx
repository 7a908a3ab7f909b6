import { mockDb } from '@fanclub/mocks';
import { adminDb } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import { consolePage, errorState, expectTitle, expectToast, loadingState, mainOf } from '../test/screen.ts';

/**
 * The categories of the news and of the content types with categories (notices, schedules,
 * discography), reached by カテゴリーを編集 from their list: added, renamed, reordered, deleted
 * after confirming only when no row is in them. Support reads them.
 */
const meta = {
  title: 'Console Pages/Categories カテゴリー',
  id: 'console-pages-categories',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/news/categories', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewsCategories: Story = {
  args: { path: '/news' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お知らせ');
    await userEvent.click(await main.findByRole('link', { name: 'カテゴリーを編集' }));
    await expectTitle(main, 'お知らせのカテゴリー');
    const list = within(await main.findByRole('list', { name: 'カテゴリーの一覧' }));
    const first = mockDb.content.newsCategories[0]!;
    await expect(
      await list.findByRole('textbox', { name: new RegExp(`「${first.name}」の名前`) }),
    ).toHaveValue(first.name);
    const count = adminDb.news.filter((item) => item.category.id === first.id).length;
    await expect(list.getAllByText(`記事 ${count}件`).length).toBeGreaterThan(0);
    await expect(main.getByRole('link', { name: 'お知らせの一覧へ' })).toBeVisible();
  },
};

export const NoticeCategoryAdded: Story = {
  args: { path: '/content/notices' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('link', { name: 'カテゴリーを編集' }));
    await expectTitle(main, 'お知らせ（事務局）のカテゴリー');
    const before = mockDb.content.noticeCategories.length;

    // An empty name is refused before sending, and nothing is added.
    await userEvent.click(await main.findByRole('button', { name: '追加する' }));
    await expect(await main.findByText('入力してください。')).toBeVisible();
    await expect(mockDb.content.noticeCategories.length).toBe(before);

    await userEvent.type(main.getByRole('textbox', { name: /新しいカテゴリーの名前/ }), '会報');
    const order = main.getByRole('textbox', { name: /新しいカテゴリーの表示順/ });
    await userEvent.clear(order);
    await userEvent.type(order, '0');
    await userEvent.click(main.getByRole('button', { name: '追加する' }));
    await expectToast(canvas, 'カテゴリー「会報」を保存しました。');
    await expect(mockDb.content.noticeCategories[0]!.name).toBe('会報');

    // An empty one is deleted after confirming.
    await userEvent.click(await main.findByRole('button', { name: '「会報」を削除' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expectToast(canvas, 'カテゴリー「会報」を削除しました。');
    await expect(mockDb.content.noticeCategories.length).toBe(before);
  },
};

export const DeleteRefusedInUse: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お知らせのカテゴリー');
    const used = mockDb.content.newsCategories.find((c) =>
      adminDb.news.some((item) => item.category.id === c.id),
    )!;
    await userEvent.click(await main.findByRole('button', { name: `「${used.name}」を削除` }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    // Visible once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText(/記事のあるカテゴリーは削除できません。/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expectToast(canvas, '件あるため削除できません。');
    await expect(mockDb.content.newsCategories).toContainEqual(used);
  },
};

export const ReadOnlyForSupport: Story = {
  args: { role: 'support', path: '/content/schedules/categories' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スケジュールのカテゴリー');
    const first = mockDb.content.scheduleCategories[0]!;
    await expect(
      await main.findByRole('textbox', { name: new RegExp(`「${first.name}」の名前`) }),
    ).toHaveAttribute('readonly');
    await expect(main.queryByRole('button', { name: '追加する' })).toBeNull();
    await expect(main.queryByRole('button', { name: `「${first.name}」を削除` })).toBeNull();
  },
};

export const TypeWithoutCategories: Story = {
  args: { path: '/content/blogs/categories' },
  play: async ({ canvas }) => {
    const alert = within(await (await mainOf(canvas)).findByRole('alert'));
    await expect(alert.getByText('この種類にはカテゴリーがありません。')).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listContentCategories');

export const ListError: Story = errorState('listContentCategories');
