import { mockDb } from '@fanclub/mocks';
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

/** Members and a member's page (support), operators (owner); the audit log: AuditLog.stories. */
const meta = {
  title: 'Console Pages/People 会員・運営者・操作履歴',
  id: 'console-pages-people',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/members', role: 'support' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員');
    const table = within(await main.findByRole('grid', { name: '会員一覧' }));
    await expect(await table.findByText('paid@example.jp')).toBeVisible();
    await userEvent.type(main.getByRole('searchbox', { name: /検索/ }), '10000001');
    await waitFor(() => expect(table.queryByText('paid@example.jp')).toBeNull());
    await expect(await table.findByText('free@example.jp', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Filtered by birth month and prefecture from the address (a shared link), then by state. */
export const MembersFiltered: Story = {
  args: { path: '/members?birthMonth=11&prefectureId=27' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員');
    await expect(main.getByRole('combobox', { name: '誕生月' })).toHaveValue('11');
    await expect(main.getByRole('combobox', { name: '都道府県' })).toHaveValue('27');
    const table = within(await main.findByRole('grid', { name: '会員一覧' }));
    await expect(await table.findByText('paid@example.jp')).toBeVisible();
    await expect(table.queryByText('free@example.jp')).toBeNull();
    await userEvent.selectOptions(main.getByRole('combobox', { name: '状態' }), 'free');
    await expect(await main.findByText('該当するデータがありません。')).toBeVisible();
    await userEvent.selectOptions(main.getByRole('combobox', { name: '状態' }), 'active');
    await expect(await table.findByText('paid@example.jp')).toBeVisible();
  },
};

/** The filtered list written to CSV: the export is in the audit log with its filter. */
export const MembersExport: Story = {
  args: { path: '/members?birthMonth=11' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const table = within(await main.findByRole('grid', { name: '会員一覧' }));
    await expect(await table.findByText('paid@example.jp')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '絞り込んだ会員をCSVで書き出す' }));
    await expectToast(canvas, 'CSVを書き出しました。');
    await expect(adminDb.auditLogs[0]).toMatchObject({
      action: 'export',
      resource: 'members',
      after: { filter: { birthMonth: 11 }, rows: 1 },
    });
  },
};

export const MembersLoading: Story = loadingState('listAdminMembers');

export const MembersEmpty: Story = emptyState('会員');

export const MembersError: Story = errorState('listAdminMembers');

export const MemberDetail: Story = {
  args: { path: '/members' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const table = within(await main.findByRole('grid', { name: '会員一覧' }));
    await userEvent.click(await table.findByRole('link', { name: '10000002' }));
    await expectTitle(main, '佐藤 光');
    await expect(main.getByText('paid@example.jp')).toBeVisible();
    const subscriptions = within(main.getByRole('grid', { name: 'お申し込み履歴' }));
    await expect(subscriptions.getAllByRole('row').length).toBeGreaterThan(1);
    const payments = within(await main.findByRole('grid', { name: '決済履歴' }));
    await expect(await payments.findByText('会費')).toBeVisible();
  },
};

/** The member's page: the fee 税込, the operators' notes with author and time, a note added. */
export const MemberNotes: Story = {
  args: { path: '/members/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '佐藤 光');
    await expect(main.getByText('10000002')).toBeVisible();
    await expect(await main.findByText(/（税込）/)).toBeVisible();
    await expect(await main.findByText(/アプリの再読み込みで解決済み/)).toBeVisible();
    await expect(main.getByText(/サポート 担当/)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'メモを残す' }));
    await expect(await main.findByText('入力してください。')).toBeVisible();
    await userEvent.type(main.getByRole('textbox', { name: 'メモを追加' }), '住所変更の相談あり');
    await userEvent.click(main.getByRole('button', { name: 'メモを残す' }));
    await expectToast(canvas, 'メモを残しました。');
    await expect(await main.findByText('住所変更の相談あり')).toBeVisible();
  },
};

/**
 * A member who paid their period at a convenience store: 支払方法 says it does not renew by
 * itself, and the newest membership slip shows its state and number; the list finds them by it.
 */
export const MemberPrepaidByKonbini: Story = {
  args: { path: '/members?q=23456789012' },
  beforeEach() {
    const entry = mockDb.users.get(2)!;
    const sub = entry.user.subscription!;
    mockDb.users.set(2, {
      ...entry,
      user: {
        ...entry.user,
        subscription: { ...sub, renewal: 'prepaid', end: sub.nextBillingDate, nextBillingDate: null },
      },
    });
    const order = structuredClone(mockDb.orders.find((o) => o.userID === 2)!);
    mockDb.orders.push({
      ...order,
      id: 900,
      orderNumber: '20261101-00000000A900',
      orderType: 'membership',
      status: 'paid',
      paymentMethod: 'konbini',
      paymentFee: 220,
      konbini: {
        store: 'seven-eleven',
        receiptNumber: '23456789012',
        confirmationNumber: null,
        deadline: '2026-11-04T23:59:00+09:00',
        slipUrl: 'http://localhost:5173/sandbox-pay/konbini/kp_demo',
        state: 'paid',
        paidAt: '2026-11-02T10:00:00+09:00',
      },
    });
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const table = within(await main.findByRole('grid', { name: '会員一覧' }));
    await expect(await table.findByText('paid@example.jp')).toBeVisible();
    await expect(table.queryByText('free@example.jp')).toBeNull();
    await expect(table.getByText('コンビニ払い（自動更新なし）')).toBeVisible();
    await expect(table.getByText('入金済み（20261101-00000000A900）')).toBeVisible();
    await userEvent.click(table.getByRole('link', { name: '10000002' }));
    await expectTitle(main, '佐藤 光');
    await expect(await main.findByText(/受付番号・払込票番号 23456789012/)).toBeVisible();
  },
};

/** お詫び延長: the reason is required; the period moves on and the log keeps the reason. */
export const MemberExtension: Story = {
  args: { path: '/members/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '佐藤 光');
    await userEvent.type(main.getByRole('spinbutton', { name: '延長する日数' }), '7');
    await userEvent.click(main.getByRole('button', { name: '延長する' }));
    await expect(await main.findByText('入力してください。')).toBeVisible();
    await userEvent.type(main.getByRole('textbox', { name: '延長の理由' }), '配信障害のお詫び');
    await userEvent.click(main.getByRole('button', { name: '延長する' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '延長する' }));
    await expectToast(canvas, '延長しました。');
    await expect(adminDb.auditLogs[0]).toMatchObject({
      action: 'extend',
      after: { days: 7, reason: '配信障害のお詫び' },
    });
  },
};

export const BanRefusedWithoutReason: Story = {
  args: { path: '/members/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '佐藤 光');
    await userEvent.click(main.getByRole('button', { name: '利用停止にする' }));
    await expect(await main.findByText('入力してください。')).toBeVisible();
    await expect(adminDb.bans.size).toBe(0);
  },
};

export const BanAndLift: Story = {
  args: { path: '/members/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '佐藤 光');
    await userEvent.type(main.getByRole('textbox', { name: '利用停止の理由' }), '転売の疑い');
    await userEvent.click(main.getByRole('button', { name: '利用停止にする' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '利用停止にする' }));
    await expectToast(canvas, '利用停止にしました。');
    await expect(await main.findByText(/理由: 転売の疑い/)).toBeVisible();
    await userEvent.click(await main.findByRole('button', { name: '利用停止を解除する' }));
    const lift = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(lift.getByRole('button', { name: '解除する' }));
    await expectToast(canvas, '利用停止を解除しました。');
    await waitFor(() => expect(adminDb.bans.size).toBe(0));
  },
};

export const ResendMail: Story = {
  args: { path: '/members/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: 'パスワード再設定メールを送る' }));
    await expectToast(canvas, 'paid@example.jp にパスワード再設定メールを送りました。');
  },
};

export const MemberLoading: Story = loadingState('getAdminMember', '/members/2');

export const MemberError: Story = errorState('getAdminMember', '/members/2');

export const Operators: Story = {
  args: { path: '/operators', role: 'owner' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '運営者');
    await expect(await main.findByText('support@example.jp')).toBeVisible();
  },
};

export const OperatorsError: Story = {
  ...errorState('listOperators', '/operators'),
  args: { path: '/operators', role: 'owner' },
};
