import { mockDb } from '@fanclub/mocks';
import { adminDb } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
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

/** Stamp rallies: the list, creating and editing one, and the printable sheet of its QR codes. */
const meta = {
  title: 'Console Pages/Stamp Rallies スタンプラリー',
  id: 'console-pages-stamp-rallies',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/stamp-events', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const RALLY = 'Lumière 5th Anniversary スタンプラリー';

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スタンプラリー');
    const table = within(await main.findByRole('grid', { name: 'スタンプラリー一覧' }));
    await expect(await table.findByRole('link', { name: RALLY })).toBeVisible();
    await expect(table.getByRole('link', { name: `${RALLY}の印刷用シート` })).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminStampEvents');

export const ListEmpty: Story = emptyState('スタンプラリー');

export const ListError: Story = errorState('listAdminStampEvents');

export const ListForSupport: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スタンプラリー');
    await expect(main.queryByRole('link', { name: 'スタンプラリーを作成' })).toBeNull();
  },
};

export const Edit: Story = {
  args: { path: '/stamp-events/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, RALLY);
    await expect(main.getByRole('textbox', { name: /スタンプ1のQRコードの値/ })).toHaveValue(
      'LUMIERE-5TH-SHIBUYA',
    );
    const name = main.getByRole('textbox', { name: /スタンプ1の名前/ });
    await userEvent.clear(name);
    await userEvent.type(name, '渋谷 ポップアップストア 延長営業');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expect(mockDb.content.eventRewards[0]!.stamps[0]!.name).toBe('渋谷 ポップアップストア 延長営業');
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'update', resource: 'stampEvents' });
  },
};

export const EditForSupport: Story = {
  args: { path: '/stamp-events/1', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, RALLY);
    await expect(main.queryByRole('button', { name: '保存する' })).toBeNull();
  },
};

export const EditLoading: Story = loadingState('getAdminStampEvent', '/stamp-events/1');

export const EditError: Story = errorState('getAdminStampEvent', '/stamp-events/1');

export const CreateStampRally: Story = {
  args: { path: '/stamp-events/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'スタンプラリーを作成');
    const before = mockDb.content.eventRewards.length;
    await userEvent.type(main.getByRole('textbox', { name: /^名前/ }), '冬ツアー スタンプラリー');
    // Refused before sending: no stamp yet, then a code with a space.
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('スタンプを1つ以上登録してください。')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'スタンプを追加' }));
    await userEvent.type(main.getByRole('textbox', { name: /スタンプ1の名前/ }), '東京会場');
    await userEvent.type(main.getByRole('textbox', { name: /スタンプ1のQRコードの値/ }), 'WINTER TOKYO');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(
      await main.findByText('QRコードの値は半角英数字・ハイフン・アンダースコアで入力してください。'),
    ).toBeVisible();
    await expect(mockDb.content.eventRewards.length).toBe(before);
    const code = main.getByRole('textbox', { name: /スタンプ1のQRコードの値/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'WINTER-TOKYO');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expectTitle(main, '冬ツアー スタンプラリー');
    await expect(mockDb.content.eventRewards[0]!.stamps[0]).toMatchObject({
      name: '東京会場',
      qRCodeValue: 'WINTER-TOKYO',
    });
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'create', resource: 'stampEvents' });
  },
};

export const QrSheet: Story = {
  args: { path: '/stamp-events/1/qr' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, `${RALLY}のQRコード`);
    const sheet = within(main.getByRole('list', { name: `${RALLY}のスタンプのQRコード` }));
    await expect(sheet.getAllByRole('listitem')).toHaveLength(5);
    const qr = sheet.getByRole('img', { name: '渋谷 ポップアップストアのQRコード' });
    await expect(qr).toHaveAttribute(
      'data-qr-value',
      'https://fc.example.jp/stamp/scan?event=1&code=LUMIERE-5TH-SHIBUYA',
    );
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(sheet.getByRole('button', { name: '渋谷 ポップアップストアのSVGを保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const svg = await (saved.mock.calls[0]![0] as Blob).text();
    await expect(svg).toContain('<svg');
    saved.mockRestore();
  },
};

export const QrSheetError: Story = errorState('getAdminStampEvent', '/stamp-events/1/qr');
