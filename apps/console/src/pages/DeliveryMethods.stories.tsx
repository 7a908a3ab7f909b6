import { mockDb } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
 * Delivery methods and their fees (the spec's id, name, cost, displayOrder, isActive): the list,
 * a method added or edited with the contract's rules checked before sending, and one taken off
 * checkout. Support reads the list without the form.
 */
const meta = {
  title: 'Console Pages/Delivery Methods 配送方法',
  id: 'console-pages-delivery-methods',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/delivery-methods', role: 'shop' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const tableOf = async (main: ReturnType<typeof within>) =>
  within(await main.findByRole('grid', { name: '配送方法一覧' }));

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '配送方法と送料');
    const table = await tableOf(main);
    await expect(await table.findByText('宅急便（日時指定可）')).toBeVisible();
    await expect(table.getByText('¥800')).toBeVisible();
    await expect(table.getByText('非表示')).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminDeliveryMethods');

export const ListEmpty: Story = emptyState('配送方法と送料');

export const ListError: Story = errorState('listAdminDeliveryMethods');

export const ReadOnlyForSupport: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await (await tableOf(main)).findByText('宅急便（日時指定可）')).toBeVisible();
    await expect(main.queryByRole('heading', { name: '配送方法を追加' })).toBeNull();
  },
};

export const AddRefusedThenSaved: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '配送方法と送料');
    await userEvent.type(await main.findByRole('textbox', { name: /配送方法の名前/ }), 'ネコポス');
    await userEvent.type(main.getByRole('textbox', { name: /送料/ }), '-1');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('送料は0円から100万円までの整数で入力してください。')).toBeVisible();
    await expect(mockDb.content.deliveryMethods.some((m) => m.name === 'ネコポス')).toBe(false);
    const cost = main.getByRole('textbox', { name: /送料/ });
    await userEvent.clear(cost);
    await userEvent.type(cost, '380');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '配送方法「ネコポス」を保存しました。');
    await expect(await (await tableOf(main)).findByText('ネコポス')).toBeVisible();
  },
};

export const TakeOffCheckout: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const table = await tableOf(main);
    await userEvent.click(await table.findByRole('button', { name: '「ゆうパケット（ポスト投函）」を編集' }));
    await expectTitle(main, '配送方法と送料');
    await expect(main.getByRole('heading', { name: '「ゆうパケット（ポスト投函）」を編集' })).toBeVisible();
    await userEvent.click(main.getByRole('checkbox', { name: '購入画面に表示する' }));
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    // Names are kept as typed: the full-width brackets stay (NFKC is for addresses and codes only).
    await expectToast(canvas, '配送方法「ゆうパケット（ポスト投函）」を保存しました。');
    await expect(mockDb.content.deliveryMethods.find((m) => m.id === 1)?.name).toBe(
      'ゆうパケット（ポスト投函）',
    );
    await expect(mockDb.content.deliveryMethods.find((m) => m.id === 1)?.isActive).toBe(false);
  },
};
