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

/** Members and a member's page (support), operators and the audit log (owner). */
const meta = {
  title: 'Console Pages/People',
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
    await userEvent.type(main.getByRole('searchbox', { name: /検索/ }), '00000001');
    await waitFor(() => expect(table.queryByText('paid@example.jp')).toBeNull());
    await expect(table.getByText('free@example.jp')).toBeVisible();
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
    await userEvent.click(await table.findByRole('link', { name: '00000002' }));
    await expectTitle(main, '佐藤 光');
    await expect(main.getByText('paid@example.jp')).toBeVisible();
    const subscriptions = within(main.getByRole('grid', { name: 'お申し込み履歴' }));
    await expect(subscriptions.getAllByRole('row').length).toBeGreaterThan(1);
    const payments = within(await main.findByRole('grid', { name: '決済履歴' }));
    await expect(await payments.findByText('会費')).toBeVisible();
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

export const AuditLog: Story = {
  args: { path: '/audit-logs', role: 'owner' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '操作履歴');
    await expect(await main.findByText('editor@example.jp')).toBeVisible();
  },
};

export const AuditLogEmpty: Story = {
  ...emptyState('操作履歴', '/audit-logs'),
  args: { path: '/audit-logs', role: 'owner' },
};
