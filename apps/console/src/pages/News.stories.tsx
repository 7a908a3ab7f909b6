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
 * News as an editor runs them: the server-paged list with search and status filter, the editor
 * (the contract's rules before sending, publish now or at a time, back to draft), and the preview
 * as a paid and a free member.
 */
const meta = {
  title: 'Console Pages/News お知らせ',
  id: 'console-pages-news',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/news', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const tableOf = async (main: ReturnType<typeof within>) =>
  within(await main.findByRole('grid', { name: 'お知らせ一覧' }));

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お知らせ');
    const table = await tableOf(main);
    await expect(
      await table.findByRole('link', { name: '【下書き】年末ライブの物販について' }),
    ).toBeVisible();
    await expect(table.getByText('公開予約')).toBeVisible();
    await expect(main.getByText(/^\d+件中 1〜\d+件$/)).toBeVisible();
  },
};

export const ListFilteredToDrafts: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('radio', { name: '下書き' }));
    await waitFor(() => expect(main.getByText('1件中 1〜1件')).toBeVisible());
    await expect(
      (await tableOf(main)).getByRole('link', { name: '【下書き】年末ライブの物販について' }),
    ).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminNews');

export const ListEmpty: Story = emptyState('お知らせ');

export const ListError: Story = errorState('listAdminNews');

/**
 * Support reads the news but writes none (the authorisation table the API checks): no 新規作成,
 * and its list has no link to create one.
 */
export const ReadOnlyForSupport: Story = {
  args: { role: 'support', path: '/news' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const table = await tableOf(main);
    await expect(
      await table.findByRole('link', { name: '【下書き】年末ライブの物販について' }),
    ).toBeVisible();
    await expect(main.queryByRole('link', { name: '新規作成' })).toBeNull();
  },
};

export const CreateRefusedBeforeSending: Story = {
  args: { path: '/news/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お知らせを作成');
    const before = adminDb.news.length;
    await userEvent.click(main.getByRole('button', { name: '公開する' }));
    await expect(await main.findByText('入力してください。')).toBeVisible();
    await expect(main.getByText('カテゴリーを選択してください。')).toBeVisible();
    await expect(main.queryByText(/Invalid input|expected/)).toBeNull();
    await expect(adminDb.news.length).toBe(before);
  },
};

export const PublishPaidItem: Story = {
  args: { path: '/news/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(
      await main.findByRole('textbox', { name: /タイトル/ }),
      '会員限定ライブ配信のお知らせ',
    );
    await userEvent.click(main.getByRole('button', { name: /カテゴリー/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'ライブ・イベント' }));
    await userEvent.type(await main.findByRole('textbox', { name: '本文' }), '配信は今夜21時から。');
    await userEvent.click(main.getByRole('checkbox', { name: '有料会員のみに公開する' }));
    await userEvent.click(main.getByRole('button', { name: '無料会員として見る' }));
    await expect(main.getByRole('group', { name: 'この内容は有料会員限定です' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '有料会員として見る' }));
    await expect(
      within(main.getByRole('region', { name: 'プレビュー' })).getByText('配信は今夜21時から。'),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '公開する' }));
    await expectToast(canvas, '公開しました。');
    await expectTitle(main, 'お知らせを編集');
    await expect(adminDb.news[0]).toMatchObject({ title: '会員限定ライブ配信のお知らせ', isPaid: true });
  },
};

/** The image is uploaded (offline: the mocks keep it and serve its /uploads/ URL), then saved. */
export const UploadImage: Story = {
  tags: ['no-visual'],
  args: { path: '/news/new' },
  play: async ({ canvas, canvasElement }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お知らせを作成');
    const field = main.getByRole('group', { name: '画像' });
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4JBF9SCKaAUIBACN2BNXeXF89AAAAAElFTkSuQmCC',
      ),
      (c) => c.charCodeAt(0),
    );
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([png], 'jacket.png', { type: 'image/png' }));
    const image = await within(field).findByRole('img', { name: '画像の現在の画像' });
    await expect(image).toHaveAttribute('src', expect.stringMatching(/^\/uploads\/.+\.png$/));
    await expect(main.getByRole('textbox', { name: '画像のURL' })).toHaveValue(image.getAttribute('src'));
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'create', resource: 'images' });
  },
};

export const EditLoading: Story = loadingState('getAdminNews', '/news/1');

export const EditError: Story = errorState('getAdminNews', '/news/1');
