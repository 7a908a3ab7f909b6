import { mockDb } from '@fanclub/mocks';
import { adminDb } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import { consolePage, errorState, expectTitle, expectToast, loadingState, mainOf } from '../test/screen.ts';

/** The web specification editor: the brand preview, the contrast warning, saving as the owner. */
const meta = {
  title: 'Console Pages/Web Specification サイト設定',
  id: 'console-pages-web-specification',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/web-specification', role: 'owner' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'サイト設定');
    const colour = main.getByRole('textbox', { name: 'メインカラー 必須' });
    // A pale main colour: the warning names what falls short of 4.5:1.
    await userEvent.clear(colour);
    await userEvent.type(colour, '#ffe4ec');
    const warning = within(await main.findByRole('alert'));
    await expect(warning.getByText(/4.5:1に届かない組み合わせがあります/)).toBeVisible();
    await expect(main.getByText(/白地にメインカラーの文字: 1\.\d+:1 （基準未満）/)).toBeVisible();
    // Refused before sending: not a colour.
    await userEvent.clear(colour);
    await userEvent.type(colour, 'red');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('色は #RRGGBB の形（例: #c2185b）で入力してください。')).toBeVisible();
    await expect(mockDb.content.webSpecification.mainColor).not.toBe('red');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#5b3fd0');
    await userEvent.clear(main.getByRole('textbox', { name: 'サイト名 必須' }));
    await userEvent.type(main.getByRole('textbox', { name: 'サイト名 必須' }), 'Lumière 公式ファンクラブ');
    await expect(main.getByText(/白地にメインカラーの文字: [\d.]+:1 （基準を満たしています）/)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expect(mockDb.content.webSpecification).toMatchObject({
      mainColor: '#5b3fd0',
      siteTitle: 'Lumière 公式ファンクラブ',
    });
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'update', resource: 'webSpecification' });
  },
};

/** A colour from the browser's picker fills its hex field; logos and first-view pictures are saved with the rest. */
export const PickerAndPictures: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'サイト設定');
    const picker = main.getByLabelText('サブカラーを選ぶ');
    await expect(picker).toHaveAttribute('type', 'color');
    // The picker's own dialog is the browser's: its answer arrives as an input event.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(picker, '#336699');
    picker.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(main.getByRole('textbox', { name: 'サブカラー 必須' })).toHaveValue('#336699'.toUpperCase());
    const logo = main.getByRole('textbox', { name: 'ヘッダーのロゴのURL' });
    await userEvent.clear(logo);
    await userEvent.type(logo, '/demo/logo.png');
    const firstView = main.getByRole('textbox', { name: 'ファーストビュー画像（PC）のURL' });
    await userEvent.clear(firstView);
    await userEvent.type(firstView, '/demo/fv.jpg');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '保存しました。');
    await expect(mockDb.content.webSpecification).toMatchObject({
      secondaryColor: '#336699'.toUpperCase(),
      firstViewImagePC: '/demo/fv.jpg',
      logos: { logoHeader: '/demo/logo.png' },
    });
  },
};

export const ForSupport: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'サイト設定');
    await expect(main.queryByRole('button', { name: '保存する' })).toBeNull();
    await expect(main.getByRole('heading', { name: 'ブランドのプレビュー' })).toBeVisible();
  },
};

export const Loading: Story = loadingState('getAdminWebSpecification');

export const LoadError: Story = errorState('getAdminWebSpecification');
