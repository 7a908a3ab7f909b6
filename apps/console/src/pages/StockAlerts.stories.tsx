import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import { consolePage, emptyState, errorState, expectTitle, loadingState, mainOf } from '../test/screen.ts';

/**
 * 在庫アラート: the SKUs at or below the threshold (5 unless changed), fewest first, a page at a
 * time from the server, each linking to its product; the dashboard shows the fewest few.
 */
const meta = {
  title: 'Console Pages/Stock Alerts 在庫の知らせ',
  id: 'console-pages-stock-alerts',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/stock-alerts', role: 'shop' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const tableOf = async (main: ReturnType<typeof within>) =>
  within(await main.findByRole('grid', { name: '在庫アラート一覧' }));

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '在庫アラート');
    const table = await tableOf(main);
    await expect((await table.findAllByText('在庫切れ'))[0]).toBeVisible();
    await expect(table.getAllByRole('link', { name: '5th Anniversary ロゴTシャツ' })[0]).toBeVisible();
  },
};

export const ThresholdRefused: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const threshold = await main.findByRole('textbox', { name: 'この数以下の在庫を表示' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '-3');
    await expect(await main.findByText('しきい値は0から100万までの整数で入力してください。')).toBeVisible();
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '0');
    await waitFor(async () => expect((await tableOf(main)).queryAllByText(/^残り/)).toHaveLength(0));
  },
};

export const ListLoading: Story = loadingState('listStockAlerts');

export const ListEmpty: Story = emptyState('在庫アラート');

export const ListError: Story = errorState('listStockAlerts');
