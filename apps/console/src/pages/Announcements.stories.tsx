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

/** 一斉メール: the list with its progress, and writing one to a segment (editor). */
const meta = {
  title: 'Console Pages/Announcements 一斉メール',
  id: 'console-pages-announcements',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/announcements', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A sent mail with its counts and a scheduled one that can still be cancelled. */
export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '一斉メール');
    const table = within(await main.findByRole('grid', { name: '一斉メール一覧' }));
    const sent = (await table.findByText('ファンクラブサイトをリニューアルしました')).closest('[role="row"]');
    await expect(sent).toHaveTextContent('送信済み 2／2（配信停止 1・失敗 0）');
    await expect(sent).toHaveTextContent('すべての会員');
    const scheduled = table.getByText('年末ライブ 会員先行のご案内').closest('[role="row"]') as HTMLElement;
    await expect(scheduled).toHaveTextContent('送信予約');
    await userEvent.click(within(scheduled).getByRole('button', { name: '取り消す' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '送信を取り消しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '送信を取り消す' }));
    await expectToast(canvas, '送信を取り消しました。');
    await waitFor(() => expect(scheduled).toHaveTextContent('取り消し'));
  },
};

/** Written to paid members in Osaka: the preview counts them and shows the mail, then it is sent. */
export const Compose: Story = {
  args: { path: '/announcements/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '一斉メールを作成');
    await userEvent.click(main.getByRole('button', { name: '送信する' }));
    await expect(await main.findByText('件名は1文字以上100文字以内で入力してください。')).toBeVisible();
    await userEvent.selectOptions(main.getByRole('combobox', { name: '都道府県' }), '27');
    await userEvent.type(main.getByRole('textbox', { name: /^件名/ }), '大阪公演のお知らせ');
    await userEvent.type(main.getByRole('textbox', { name: /^本文/ }), '大阪公演が決まりました。');
    await userEvent.click(main.getByRole('button', { name: 'プレビュー' }));
    const preview = within(await main.findByRole('region', { name: 'プレビュー' }));
    await expect(preview.getByText(/宛先:/)).toHaveTextContent('宛先: 1人');
    await expect(preview.getByText(/大阪公演が決まりました。/)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '送信する' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'メールを送信しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '送信する' }));
    await expectToast(canvas, '送信を始めました。');
    await expectTitle(await mainOf(canvas), '一斉メール');
    await waitFor(() =>
      expect(adminDb.announcements.find((m) => m.subject === '大阪公演のお知らせ')?.state).toBe('sent'),
    );
  },
};

/** Support reads the list and writes nothing. */
export const SupportReadsOnly: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '一斉メール');
    const table = within(await main.findByRole('grid', { name: '一斉メール一覧' }));
    await expect(await table.findByText('年末ライブ 会員先行のご案内')).toBeVisible();
    await expect(main.queryByRole('link', { name: 'メールを作成' })).toBeNull();
    await expect(table.queryByRole('button', { name: '取り消す' })).toBeNull();
  },
};

export const ListLoading: Story = loadingState('listAnnouncements');
export const ListEmpty: Story = emptyState('一斉メール');
export const ListError: Story = errorState('listAnnouncements');
