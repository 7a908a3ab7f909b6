import { mockDb } from '@fanclub/mocks';
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
 * Products as the shop operator runs them: the catalogue a page at a time (search, category), a
 * product with its SKUs (attributes, price, stock) checked by the contract's rules before sending,
 * and the categories (added, renamed, deleted only when empty). Support reads the same screens.
 */
const meta = {
  title: 'Console Pages/Products 商品',
  id: 'console-pages-products',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/products', role: 'shop' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const tableOf = async (main: ReturnType<typeof within>) =>
  within(await main.findByRole('grid', { name: '商品一覧' }));

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '商品');
    const table = await tableOf(main);
    await expect(await table.findByRole('link', { name: '5th Anniversary ロゴTシャツ' })).toBeVisible();
    await expect(main.getByRole('link', { name: '商品を追加' })).toBeVisible();
  },
};

export const ListSearched: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(await main.findByRole('searchbox', { name: '商品名で検索' }), 'マフラー');
    await waitFor(() => expect(main.getByText('1件中 1〜1件')).toBeVisible());
    await expect((await tableOf(main)).getByRole('link', { name: 'ニットマフラー' })).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminProducts');

export const ListEmpty: Story = emptyState('商品');

export const ListError: Story = errorState('listAdminProducts');

export const ReadOnlyForSupport: Story = {
  args: { role: 'support' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await (await tableOf(main)).findByRole('link', { name: 'ニットマフラー' })).toBeVisible();
    await expect(main.queryByRole('link', { name: '商品を追加' })).toBeNull();
  },
};

export const CreateWithSku: Story = {
  args: { path: '/products/new' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '商品を追加');
    // Refused before sending: no name, no price.
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expect(await main.findByText('入力してください。')).toBeVisible();
    await expect(main.getByText('価格は0円から1,000万円までの整数で入力してください。')).toBeVisible();

    await userEvent.type(main.getByRole('textbox', { name: /^商品名/ }), '冬のロゴニット帽');
    await userEvent.click(main.getByRole('checkbox', { name: 'アパレル' }));
    await userEvent.click(main.getByRole('button', { name: 'SKU 1に属性を追加' }));
    await userEvent.type(main.getByRole('textbox', { name: /SKU 1 属性1の項目/ }), 'カラー');
    await userEvent.type(main.getByRole('textbox', { name: /SKU 1 属性1の値/ }), 'ネイビー');
    await userEvent.type(main.getByRole('textbox', { name: /SKU 1 価格/ }), '３５００');
    const stock = main.getByRole('textbox', { name: /SKU 1 在庫数/ });
    await userEvent.clear(stock);
    await userEvent.type(stock, '25');
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '商品を保存しました。');
    await expectTitle(main, '商品を編集');
    const saved = mockDb.content.products.find((p) => p.name === '冬のロゴニット帽');
    await expect(saved?.productSkus[0]).toMatchObject({
      price: 3500,
      quantity: 25,
      attributes: [{ name: 'カラー', label: 'ネイビー', value: 'ネイビー' }],
    });
    await expect(saved?.categories.map((c) => c.name)).toEqual(['アパレル']);
  },
};

export const EditStock: Story = {
  args: { path: '/products/2' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '商品を編集');
    const stock = await main.findByRole('textbox', { name: /SKU 1 在庫数/ });
    const before = mockDb.content.products.find((p) => p.id === 2)!.productSkus[0]!.quantity;
    await userEvent.clear(stock);
    await userEvent.type(stock, String(before + 5));
    await userEvent.click(main.getByRole('button', { name: '保存する' }));
    await expectToast(canvas, '商品を保存しました。');
    await expect(mockDb.content.products.find((p) => p.id === 2)!.productSkus[0]!.quantity).toBe(before + 5);
  },
};

export const Categories: Story = {
  args: { path: '/product-categories' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '商品の分類');
    await userEvent.type(await main.findByRole('textbox', { name: /新しい分類の名前/ }), '福袋');
    await userEvent.click(main.getByRole('button', { name: '追加する' }));
    await expectToast(canvas, '分類「福袋」を保存しました。');
    await expect(await main.findByRole('button', { name: '「福袋」を削除' })).toBeVisible();

    // A category with products in it is refused.
    await userEvent.click(main.getByRole('button', { name: '「アパレル」を削除' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expectToast(canvas, 'あるため削除できません。');
    await expect(mockDb.content.productCategories.some((c) => c.name === 'アパレル')).toBe(true);
  },
};
