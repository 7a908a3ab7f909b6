import { dashboardMonths } from '@fanclub/domain/admin';
import { adminHandle, adminSlow, demoDashboardCharts, mockThisMonth } from '@fanclub/mocks/admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleAt } from '../test/ConsoleAt.tsx';
import { consolePage, errorState, expectTitle, loadingState, mainOf } from '../test/screen.ts';

/**
 * The console's frame: sign-in (with the TOTP step), the menu each role sees (in groups, the current
 * place marked), the one 権限がありません page, and the dashboard's figures in every state.
 */
const meta = {
  title: 'Console Pages/Frame 画面の枠とダッシュボード',
  id: 'console-pages-frame',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/', role: 'owner' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const menuOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('navigation', { name: '運営メニュー' }));

const menuItems = async (canvas: ReturnType<typeof within>) =>
  (await menuOf(canvas)).getAllByRole('link').map((link) => link.textContent);

export const SignIn: Story = {
  args: { path: '/sign-in', role: null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '運営コンソール ログイン' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findAllByText('入力してください。')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText(/メールアドレス/), 'editor@example.jp');
    await userEvent.type(canvas.getByLabelText(/パスワード/), 'Passw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expectTitle(canvas, 'ダッシュボード');
    await expect(await canvas.findByText('編集 担当（編集）')).toBeVisible();
  },
};

export const SignInRefused: Story = {
  args: { path: '/sign-in', role: null },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/メールアドレス/), 'owner@example.jp');
    await userEvent.type(canvas.getByLabelText(/パスワード/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
  },
};

export const DashboardOwner: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ダッシュボード');
    await expect(await main.findByText('発送待ちの注文', { selector: 'dt' })).toBeVisible();
    await expect(await main.findByRole('heading', { level: 2, name: 'プラン別の有料会員' })).toBeVisible();
    // SKUs running low (the demo has a sold-out size), for the roles that read the shop.
    await expect(await main.findByRole('heading', { level: 2, name: /^在庫アラート/ })).toBeVisible();
    await expect(main.getByRole('link', { name: '在庫アラートをすべて見る' })).toBeVisible();
    await expect(await menuItems(canvas)).toEqual([
      'ダッシュボード',
      'お知らせ',
      'コンテンツ',
      '一斉メール',
      '抽選',
      '投票',
      'アンケート',
      'スタンプラリー',
      'ギフト',
      '注文',
      '商品',
      '会員',
      '会員プラン',
      'サイト設定',
      '運営者',
      '操作履歴',
    ]);
  },
};

export const MenuEditor: Story = {
  args: { role: 'editor' },
  play: async ({ canvas }) => {
    await expect(await menuItems(canvas)).toEqual([
      'ダッシュボード',
      'お知らせ',
      'コンテンツ',
      '一斉メール',
      '抽選',
      '投票',
      'アンケート',
      'スタンプラリー',
      'ギフト',
    ]);
    await expect(canvas.queryByRole('heading', { level: 2, name: /^在庫アラート/ })).toBeNull();
  },
};

export const MenuShop: Story = {
  args: { role: 'shop' },
  play: async ({ canvas }) => {
    await expect(await menuItems(canvas)).toEqual(['ダッシュボード', '注文', '商品']);
    await expect(await canvas.findByRole('heading', { level: 2, name: /^在庫アラート/ })).toBeVisible();
  },
};

export const MenuSupport: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    await expect(await menuItems(canvas)).toEqual([
      'ダッシュボード',
      'お知らせ',
      'コンテンツ',
      '一斉メール',
      '抽選',
      '投票',
      'アンケート',
      'スタンプラリー',
      'ギフト',
      '注文',
      '商品',
      '会員',
      '会員プラン',
      'サイト設定',
    ]);
    await expect(await canvas.findByRole('heading', { level: 2, name: /^在庫アラート/ })).toBeVisible();
  },
};

/** The menu in groups, each a list named by its label; the current place is marked. */
export const MenuGroups: Story = {
  args: { path: '/news/1', role: 'owner' },
  play: async ({ canvas }) => {
    const menu = await menuOf(canvas);
    for (const [group, first] of [
      ['コンテンツ', 'お知らせ'],
      ['エンゲージメント', '抽選'],
      ['ショップ', '注文'],
      ['会員', '会員'],
      ['設定', 'サイト設定'],
    ] as const)
      await expect(within(menu.getByRole('list', { name: group })).getAllByRole('link')[0]).toHaveTextContent(
        first,
      );
    await expect(menu.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'ダッシュボード' })).not.toHaveAttribute('aria-current');
  },
};

/** A screen the role may not open: one 権限がありません page, nothing of the screen before it. */
export const Forbidden: Story = {
  args: { path: '/audit-logs', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '権限がありません');
    await expect(main.queryByRole('heading', { name: '操作履歴' })).toBeNull();
    await expect(main.queryByRole('grid')).toBeNull();
    await expect(main.getAllByRole('heading')).toHaveLength(1);
  },
};

/** A create screen the role may only read the list of: 権限がありません too. */
export const ForbiddenCreate: Story = {
  args: { path: '/news/new', role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '権限がありません');
    await expect(main.queryByRole('textbox')).toBeNull();
  },
};

export const DashboardLoading: Story = loadingState('adminDashboard');

export const DashboardError: Story = errorState('adminDashboard');

/** A new fan club: no paid member, no sale, nothing to ship. */
export const DashboardEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(
      adminHandle('listStockAlerts', () => ({ data: [], total: 0 })),
      adminHandle('adminDashboard', () => ({
        membersByPlan: [],
        newMembersThisMonth: 0,
        cancelledThisMonth: 0,
        salesToday: 0,
        salesThisMonth: 0,
        ordersToShip: 0,
        openVotingEvents: 0,
        openDrawEvents: 0,
      })),
      adminHandle('adminDashboardCharts', ({ query }) => {
        const { from, to } = dashboardMonths(query, mockThisMonth());
        return demoDashboardCharts(from, to, { empty: true });
      }),
    );
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ダッシュボード');
    await expect(await main.findByText('有料会員はまだいません。')).toBeVisible();
    await expect(await main.findByText('在庫が少ないSKUはありません。')).toBeVisible();
  },
};

export const SigningOut: Story = {
  beforeEach({ msw }) {
    msw.use(...adminSlow(0, ['adminSignOut']));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ログアウト' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '運営コンソール ログイン' }),
    ).toBeVisible();
  },
};
