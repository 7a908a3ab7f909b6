import { planMessages } from '@fanclub/domain/admin';
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

/**
 * Membership plans (the spec's name, price, taxRate, initialFee, isDisplayed, cycleType, cycleValue,
 * contentView): the list with what a new member pays, a plan repriced with the contract's rules
 * checked before sending, a plan created hidden, deleting one (refused while members have it).
 * Plans are money: the owner writes them, support reads them.
 */
const meta = {
  title: 'Console Pages/Membership Plans 会員プラン',
  id: 'console-pages-membership-plans',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/membership-plans', role: 'owner' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const plan = (id: number) => mockDb.content.membershipPlans.find((p) => p.id === id);

const tableOf = async (main: ReturnType<typeof within>) =>
  within(await main.findByRole('grid', { name: '会員プラン一覧' }));

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員プラン');
    const table = await tableOf(main);
    const monthly = within(await table.findByRole('row', { name: /月額プラン/ }));
    await expect(monthly.getByText('¥550（税込）／1か月ごと')).toBeVisible();
    await expect(monthly.getByText('1人')).toBeVisible();
    const yearly = within(table.getByRole('row', { name: /年額プラン/ }));
    await expect(yearly.getByText('¥5,500（税込）／1年ごと')).toBeVisible();
    await expect(main.getByRole('link', { name: '会員プランを作成' })).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminMembershipPlans');

export const ListEmpty: Story = emptyState('会員プラン');

export const ListError: Story = errorState('listAdminMembershipPlans');

export const ReadOnlyForSupport: Story = {
  args: { path: '/membership-plans/1', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '月額プラン');
    await expect(main.getByRole('textbox', { name: /料金/ })).toHaveAttribute('readonly');
    await expect(main.getByRole('textbox', { name: /料金/ })).toHaveValue('500');
    await expect(main.queryByRole('button', { name: '保存する' })).toBeNull();
    await expect(main.queryByRole('button', { name: '削除' })).toBeNull();
  },
};

export const ListForSupport: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await (await tableOf(main)).findByRole('link', { name: '年額プラン' })).toBeVisible();
    await expect(main.queryByRole('link', { name: '会員プランを作成' })).toBeNull();
  },
};

export const Reprice: Story = {
  args: { path: '/membership-plans/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '月額プラン');
    await expect(main.getByText('加入中の会員 1人')).toBeVisible();
    const price = main.getByRole('textbox', { name: /料金/ });
    // Refused before sending: not a whole number of yen.
    await userEvent.clear(price);
    await userEvent.type(price, '480.5');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText(planMessages.price)).toBeVisible();
    await expect(plan(1)?.price).toBe(500);
    await userEvent.clear(price);
    await userEvent.type(price, '６００');
    await expect(main.getByText('新しい会員のお支払い: ¥660（税込）／1か月ごと')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '会員プラン「月額プラン」を保存しました。');
    await expect(plan(1)?.price).toBe(600);
    await expect(price).toHaveValue('600');
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'update', resource: 'membershipPlans' });
  },
};

export const DetailLoading: Story = loadingState('getAdminMembershipPlan', '/membership-plans/1');

export const DetailError: Story = errorState('getAdminMembershipPlan', '/membership-plans/1');

export const CreateHiddenPlan: Story = {
  args: { path: '/membership-plans/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員プランを作成');
    const before = mockDb.content.membershipPlans.length;
    await userEvent.type(main.getByRole('textbox', { name: /プラン名/ }), '半年プラン');
    await userEvent.type(main.getByRole('textbox', { name: /料金/ }), '2800');
    const cycle = main.getByRole('textbox', { name: /周期の長さ/ });
    await userEvent.clear(cycle);
    await userEvent.type(cycle, '13');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText(planMessages.cycleValue)).toBeVisible();
    await expect(mockDb.content.membershipPlans.length).toBe(before);
    await userEvent.clear(cycle);
    await userEvent.type(cycle, '6');
    await userEvent.click(main.getByRole('button', { name: /入会画面での表示/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '表示しない' }));
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '会員プラン「半年プラン」を保存しました。');
    await expectTitle(main, '半年プラン');
    await expect(mockDb.content.membershipPlans.find((p) => p.name === '半年プラン')).toMatchObject({
      price: 2800,
      taxRate: 10,
      initialFee: 0,
      cycleType: 'month',
      cycleValue: 6,
      isDisplayed: false,
    });
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'create', resource: 'membershipPlans' });
  },
};

export const DeleteRefusedWhileSubscribed: Story = {
  args: { path: '/membership-plans/1' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '月額プラン');
    await userEvent.click(main.getByRole('button', { name: '削除' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expectToast(canvas, planMessages.inUse(1));
    await expect(plan(1)).toBeDefined();
  },
};

export const DeleteUnusedPlan: Story = {
  args: { path: '/membership-plans/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '年額プラン');
    await userEvent.click(main.getByRole('button', { name: '削除' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expectToast(canvas, '削除しました。');
    await expectTitle(main, '会員プラン');
    await expect(plan(2)).toBeUndefined();
    await expect(adminDb.auditLogs[0]).toMatchObject({ action: 'delete', resource: 'membershipPlans' });
  },
};

/** Who changed a price and from what: the owner finds the edit under 操作履歴's 会員プラン. */
export const RepriceInAuditLog: Story = {
  args: { path: '/membership-plans/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '年額プラン');
    const price = main.getByRole('textbox', { name: /料金/ });
    await userEvent.clear(price);
    await userEvent.type(price, '4800');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '会員プラン「年額プラン」を保存しました。');
    const menu = within(canvas.getByRole('navigation', { name: '運営メニュー' }));
    await userEvent.click(menu.getByRole('link', { name: '操作履歴' }));
    await expectTitle(main, '操作履歴');
    await userEvent.selectOptions(await main.findByRole('combobox', { name: '対象' }), 'membershipPlans');
    const log = within(await main.findByRole('grid', { name: '操作履歴一覧' }));
    await waitFor(() => expect(log.queryAllByText('editor@example.jp')).toHaveLength(0));
    const row = within((await log.findByText('会員プラン #2')).closest('[role="row"]')!);
    await expect(row.getByText('更新')).toBeVisible();
    await expect(row.getByText('owner@example.jp')).toBeVisible();
    await expect(row.getByRole('rowheader', { name: '価格' })).toBeVisible();
    await expect(row.getByText('5000')).toBeVisible();
    await expect(row.getByText('4800')).toBeVisible();
    await waitFor(() => expect(log.queryAllByText('editor@example.jp')).toHaveLength(0));
  },
};
