import { mockDb } from '@fanclub/mocks';
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

/** Draw events: the list, one event with its benefits and entrants, and running the draw. */
const meta = {
  title: 'Console Pages/Draws',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/draw-events', role: 'editor' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '抽選');
    const table = within(await main.findByRole('grid', { name: '抽選イベント一覧' }));
    await expect(
      await table.findByRole('link', { name: 'ファンクラブ限定クリスマスライブ 抽選受付' }),
    ).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminDrawEvents');

export const ListEmpty: Story = emptyState('抽選');

export const ListError: Story = errorState('listAdminDrawEvents');

export const RunTheDraw: Story = {
  args: { path: '/draw-events/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブ限定クリスマスライブ 抽選受付');
    await userEvent.click(await main.findByRole('button', { name: '抽選を実施' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '抽選を実施する' }));
    await expectToast(canvas, '抽選を実施しました。');
    await expect(mockDb.content.drawEvents[0]?.benefits.every((b) => b.drawnAt)).toBe(true);
    // The winners, exported: UTF-8 with its BOM, Japanese headers, one row per winner.
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(await main.findByRole('button', { name: '当選者をCSVで書き出す' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const bytes = new Uint8Array(await (saved.mock.calls[0]![0] as Blob).arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = new TextDecoder().decode(bytes).trim().split('\r\n');
    await expect(header).toBe('特典,会員番号,氏名,メールアドレス,オプション,応募日時');
    const benefits = new Set(mockDb.content.drawEvents[0]!.benefits.map((b) => b.id));
    await expect(rows.length).toBe(
      mockDb.drawEntries.filter((e) => benefits.has(e.drawBenefitId) && e.entryStatus === 'won').length,
    );
    await expect(rows.length).toBeGreaterThan(0);
    saved.mockRestore();
  },
};

export const DetailForSupport: Story = {
  args: { path: '/draw-events/1', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ファンクラブ限定クリスマスライブ 抽選受付');
    await expect(main.queryByRole('button', { name: '抽選を実施' })).toBeNull();
  },
};

export const DetailLoading: Story = loadingState('getAdminDrawEvent', '/draw-events/1');

export const DetailError: Story = errorState('getAdminDrawEvent', '/draw-events/1');
