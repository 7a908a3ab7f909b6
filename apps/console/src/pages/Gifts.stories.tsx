import { mockDb } from '@fanclub/mocks';
import { adminDb } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** Gifts: the gift posts with their state, writing, scheduling and taking one down. */
const meta = {
  title: 'Console Pages/Gifts ギフト',
  id: 'console-pages-gifts',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/gift-posts', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const POST = '5周年記念 メンバー直筆メッセージ壁紙';

/** A 2 × 2 PNG, as a file an operator picks. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4JBF9SCKaAUIBACN2BNXeXF89AAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

export const GiftPosts: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ギフト投稿');
    const table = within(await main.findByRole('grid', { name: 'ギフト投稿一覧' }));
    const row = (await table.findByRole('link', { name: POST })).closest('[role="row"]') as HTMLElement;
    await expect(within(row).getByText('公開中')).toBeVisible();
  },
};

export const GiftPostsLoading: Story = loadingState('listAdminGiftPosts');

export const GiftPostsEmpty: Story = emptyState('ギフト投稿');

export const GiftPostsError: Story = errorState('listAdminGiftPosts');

export const GiftPostForSupport: Story = {
  args: { path: '/gift-posts/1', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, POST);
    await expect(main.queryByRole('button', { name: '保存する' })).toBeNull();
    // Engagement is the editor's: every field of the form is read-only, as the API refuses writes.
    await expect(main.getByText('閲覧のみです。この権限では変更できません。')).toBeVisible();
    for (const field of main.getAllByRole('textbox')) await expect(field).toBeDisabled();
  },
};

export const GiftPostLoading: Story = loadingState('getAdminGiftPost', '/gift-posts/1');

export const GiftPostError: Story = errorState('getAdminGiftPost', '/gift-posts/1');

export const ScheduleGiftPost: Story = {
  args: { path: '/gift-posts/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ギフト投稿を作成');
    const before = mockDb.content.giftPosts.length;
    // Refused before sending: no title, and a video address that is not one.
    await userEvent.type(main.getByRole('textbox', { name: '動画のURL' }), 'javascript:alert(1)');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(
      await main.findByText('動画のURLは / または https:// から始まる形で入力してください。'),
    ).toBeVisible();
    await expect(mockDb.content.giftPosts.length).toBe(before);
    await userEvent.clear(main.getByRole('textbox', { name: '動画のURL' }));
    await userEvent.type(main.getByRole('textbox', { name: /タイトル/ }), '年末の感謝ボイス');
    const when = main.getByLabelText(/公開日時/);
    await userEvent.clear(when);
    await userEvent.type(when, '2099-12-31T20:00');
    // Image 1 uploaded (offline: the mocks keep it and serve its /uploads/ URL), image 2 typed,
    // then image 2 moved up: fans see them in the order of the list.
    await userEvent.click(main.getByRole('button', { name: '画像を追加' }));
    const first = main.getByRole('group', { name: '画像1' });
    await userEvent.upload(
      first.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([PNG], 'thanks.png', { type: 'image/png' }),
    );
    const uploaded = await within(first).findByRole('img', { name: '画像1の現在の画像' });
    const uploadedUrl = uploaded.getAttribute('src')!;
    await expect(uploadedUrl).toMatch(/^\/uploads\/.+\.png$/);
    await expect(main.getByRole('textbox', { name: /画像1のURL/ })).toHaveValue(uploadedUrl);
    await expect(main.getByRole('button', { name: '画像1を上へ' })).toBeDisabled();
    await userEvent.click(main.getByRole('button', { name: '画像を追加' }));
    await userEvent.type(main.getByRole('textbox', { name: /画像2のURL/ }), '/demo/gifts/gift-2-1.svg');
    await expect(main.getByRole('button', { name: '画像2を下へ' })).toBeDisabled();
    await userEvent.click(main.getByRole('button', { name: '画像2を上へ' }));
    await expect(main.getByRole('textbox', { name: /画像1のURL/ })).toHaveValue('/demo/gifts/gift-2-1.svg');
    await expect(main.getByRole('textbox', { name: /画像2のURL/ })).toHaveValue(uploadedUrl);
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expectTitle(main, '年末の感謝ボイス');
    await expect(await main.findByText('状態: 公開予定')).toBeVisible();
    await expect(mockDb.content.giftPosts[0]).toMatchObject({
      title: '年末の感謝ボイス',
      publishedAt: '2099-12-31T20:00:00+09:00',
      giftPostImages: [
        { url: '/demo/gifts/gift-2-1.svg', displayOrder: 1 },
        { url: uploadedUrl, displayOrder: 2 },
      ],
    });
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'create', resource: 'giftPosts' });
  },
};

export const DeleteGiftPost: Story = {
  args: { path: '/gift-posts/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, POST);
    await userEvent.click(main.getByRole('button', { name: '削除' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expectToast(canvas, '削除しました。');
    await expectTitle(main, 'ギフト投稿');
    await expect(mockDb.content.giftPosts.some((p) => p.id === 1)).toBe(false);
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'delete', resource: 'giftPosts' });
  },
};

const MARCH = '3月生まれの皆さまへ バースデーカード';

export const BirthdayGifts: Story = {
  args: { path: '/birthday-gifts' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '誕生日ギフト');
    const table = within(await main.findByRole('grid', { name: '誕生日ギフト一覧' }));
    const row = (await table.findByRole('link', { name: MARCH })).closest('[role="row"]') as HTMLElement;
    await expect(within(row).getByText('郵送')).toBeVisible();
  },
};

export const BirthdayGiftsLoading: Story = loadingState('listAdminBirthdayGifts', '/birthday-gifts');

export const BirthdayGiftsEmpty: Story = emptyState('誕生日ギフト', '/birthday-gifts');

export const BirthdayGiftsError: Story = errorState('listAdminBirthdayGifts', '/birthday-gifts');

export const BirthdayGiftForSupport: Story = {
  args: { path: '/birthday-gifts/3', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, MARCH);
    await expect(main.queryByRole('button', { name: '保存する' })).toBeNull();
  },
};

export const BirthdayGiftError: Story = errorState('getAdminBirthdayGift', '/birthday-gifts/3');

export const CreateBirthdayGift: Story = {
  args: { path: '/birthday-gifts/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '誕生日ギフトを作成');
    const before = mockDb.content.birthdayGifts.length;
    await userEvent.type(
      main.getByRole('textbox', { name: /タイトル/ }),
      '12月生まれの方へ 手書きメッセージ',
    );
    // Refused before sending: no month chosen.
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('月は1〜12の数字で選んでください。')).toBeVisible();
    await expect(mockDb.content.birthdayGifts.length).toBe(before);
    await userEvent.click(main.getByRole('button', { name: /誕生月/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '12月' }));
    await userEvent.click(main.getByRole('checkbox', { name: '郵送でお届けする' }));
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expectTitle(main, '12月生まれの方へ 手書きメッセージ');
    await expect(mockDb.content.birthdayGifts.at(-1)).toMatchObject({
      month: 12,
      isMail: true,
      productSkuId: null,
    });
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'create', resource: 'birthdayGifts' });
  },
};
