import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import { consolePage, emptyState, errorState, expectTitle, loadingState, mainOf } from '../test/screen.ts';

/** Members (support), operators and the audit log (owner). */
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
