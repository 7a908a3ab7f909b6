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
