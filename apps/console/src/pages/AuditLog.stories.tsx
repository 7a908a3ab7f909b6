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

/** The audit log (owner): actions in Japanese, changes as a before/after table, filters in the address, CSV. */
const meta = {
  title: 'Console Pages/AuditLog',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/audit-logs', role: 'owner' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const tableOf = async (canvas: Parameters<typeof mainOf>[0]) => {
  const main = await mainOf(canvas);
  await expectTitle(main, '操作履歴');
  return { main, table: within(await main.findByRole('grid', { name: '操作履歴一覧' })) };
};

/** Every entry, newest first: the resource and the action in Japanese, the changed fields by name. */
export const AuditLog: Story = {
  play: async ({ canvas }) => {
    const { table } = await tableOf(canvas);
    await expect(await table.findByText('抽選を実行')).toBeVisible();
    await expect(table.getByText('抽選イベント #1')).toBeVisible();
    await expect(table.getByText('お知らせ #1')).toBeVisible();
    await expect(table.getAllByText('editor@example.jp')).toHaveLength(2);
    await expect(table.queryByText(/drawEvents/)).toBeNull();
    // The changed fields under their Japanese names, before and after; text kept as typed.
    await expect(table.getByRole('rowheader', { name: '有料会員限定' })).toBeVisible();
    await expect(table.getByText('ツアーTシャツ！')).toBeVisible();
    await expect(table.getByText('3800')).toBeVisible();
  },
};

/** A long value shows its start; 「全文を表示」 unfolds it and 「折りたたむ」 folds it again. */
export const LongValueFolded: Story = {
  play: async ({ canvas }) => {
    const { table } = await tableOf(canvas);
    const toggles = await table.findAllByRole('button', { name: '全文を表示' });
    await expect(toggles).toHaveLength(2);
    await expect(table.queryByText(/扱いません。洗濯は裏返してネットに入れてください。/)).toBeNull();
    await userEvent.click(toggles[1]!);
    await expect(
      await table.findByText(
        /会場限定カラーはオンラインでは扱いません。洗濯は裏返してネットに入れてください。/,
      ),
    ).toBeVisible();
    const fold = table.getByRole('button', { name: '折りたたむ' });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fold);
    await waitFor(() =>
      expect(table.queryByText(/扱いません。洗濯は裏返してネットに入れてください。/)).toBeNull(),
    );
  },
};

/** Unfolded: the whole before and after of the long description. */
export const LongValueUnfolded: Story = {
  play: async ({ canvas }) => {
    const { table } = await tableOf(canvas);
    for (const toggle of await table.findAllByRole('button', { name: '全文を表示' }))
      await userEvent.click(toggle);
    await expect(table.getAllByRole('button', { name: '折りたたむ' })).toHaveLength(2);
    await expect(table.getByText(/XXLの5サイズ。会場限定カラーはオンラインでは扱いません。/)).toBeVisible();
  },
};

/** The filters come from the address (a shared link): one operator, one type, one period. */
export const Filtered: Story = {
  args: { path: '/audit-logs?operatorId=2&resource=drawEvents&from=2026-11-21&to=2026-11-21' },
  play: async ({ canvas }) => {
    const { main, table } = await tableOf(canvas);
    await waitFor(() => expect(main.getByRole('combobox', { name: '運営者' })).toHaveValue('2'));
    await expect(main.getByRole('combobox', { name: '対象' })).toHaveValue('drawEvents');
    await expect(main.getByLabelText('期間（から）')).toHaveValue('2026-11-21');
    await expect(main.getByLabelText('期間（まで）')).toHaveValue('2026-11-21');
    await expect(await table.findByText('抽選を実行')).toBeVisible();
    await expect(table.queryByText('お知らせ #1')).toBeNull();
    await expect(table.queryByText('商品 #1')).toBeNull();
  },
};

/** Choosing filters narrows the list; a period with nothing in it says so. */
export const FilterChanges: Story = {
  play: async ({ canvas }) => {
    const { main, table } = await tableOf(canvas);
    await expect(await table.findByText('商品 #1')).toBeVisible();
    await userEvent.selectOptions(main.getByRole('combobox', { name: '対象' }), 'products');
    await waitFor(() => expect(table.queryByText('抽選イベント #1')).toBeNull());
    await expect(table.getByText('商品 #1')).toBeVisible();
    await userEvent.selectOptions(main.getByRole('combobox', { name: '対象' }), '');
    await waitFor(() =>
      expect(main.getByRole('combobox', { name: '運営者' })).toHaveTextContent('編集 担当'),
    );
    await userEvent.selectOptions(main.getByRole('combobox', { name: '運営者' }), '2');
    await waitFor(() => expect(table.queryByText('商品 #1')).toBeNull());
    await expect(await table.findByText('抽選を実行')).toBeVisible();
    await userEvent.type(main.getByLabelText('期間（から）'), '2026-12-01');
    await expect(await main.findByText('該当するデータがありません。')).toBeVisible();
  },
};

/** The filtered entries written to CSV: one export, one entry of the log with its filter. */
export const Export: Story = {
  args: { path: '/audit-logs?resource=products' },
  play: async ({ canvas }) => {
    const { main, table } = await tableOf(canvas);
    await expect(await table.findByText('商品 #1')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '絞り込んだ操作履歴をCSVで書き出す' }));
    await expectToast(canvas, 'CSVを書き出しました。');
    await expect(adminDb.auditLogs.filter((e) => e.action === 'export')).toHaveLength(1);
    await expect(adminDb.auditLogs[0]).toMatchObject({
      action: 'export',
      resource: 'auditLogs',
      after: { filter: { resource: 'products' }, rows: 1, total: 1 },
    });
  },
};

export const AuditLogEmpty: Story = emptyState('操作履歴');

export const AuditLogLoading: Story = loadingState('listAuditLogs');

export const AuditLogError: Story = errorState('listAuditLogs');
