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
 * Orders as the shop operator runs them: search and status filter over the server's pages, the
 * detail with its delivery, paid → preparing → shipped (tracking number required) → delivered,
 * and cancel with stock returned and a refund after a confirm dialog.
 */
const meta = {
  title: 'Console Pages/Orders 注文',
  id: 'console-pages-orders',
  component: ConsoleAt,
  parameters: { layout: 'fullscreen' },
  ...consolePage({ path: '/orders', role: 'shop' }),
} satisfies Meta<typeof ConsoleAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The number the fan and the console know an order by (date plus random-looking digits). */
const orderNumber = (id: number) => mockDb.orders.find((o) => o.id === id)!.orderNumber;

const tableOf = async (main: ReturnType<typeof within>) =>
  within(await main.findByRole('grid', { name: '注文一覧' }));

export const List: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '注文');
    await expect(await (await tableOf(main)).findByRole('link', { name: orderNumber(5) })).toBeVisible();
    await expect(main.getByText('5件中 1〜5件')).toBeVisible();
  },
};

export const ListFilteredToPreparing: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('radio', { name: '発送準備中' }));
    await waitFor(() => expect(main.getByText('1件中 1〜1件')).toBeVisible());
  },
};

/**
 * A konbini order waiting for the store payment: the list shows how it is paid and the slip's
 * state (支払待ち), the slip's number (hyphens or not) finds it, and the detail shows the numbers.
 */
export const KonbiniOrderBySlipNumber: Story = {
  beforeEach() {
    const order = mockDb.orders.find((o) => o.id === 4)!;
    Object.assign(order, {
      status: 'pending_payment',
      paymentMethod: 'konbini',
      paymentFee: 220,
      konbini: {
        store: 'lawson',
        receiptNumber: '12345678901',
        confirmationNumber: '4321',
        deadline: '2026-12-04T23:59:00+09:00',
        slipUrl: 'http://localhost:5173/sandbox-pay/konbini/kp_demo',
        state: 'pending',
        paidAt: null,
      },
    });
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(
      await main.findByRole('searchbox', { name: '注文番号・メールアドレス・氏名・払込票の番号で検索' }),
      '1234-5678901',
    );
    await waitFor(() => expect(main.getByText('1件中 1〜1件')).toBeVisible());
    const table = await tableOf(main);
    await expect(table.getByText('コンビニ払い（ローソン）')).toBeVisible();
    await expect(table.getByText('支払待ち')).toBeVisible();
    await userEvent.click(table.getByRole('link', { name: orderNumber(4) }));
    await expect(await main.findByText('12345678901')).toBeVisible();
    await expect(main.getByText('4321')).toBeVisible();
    await expect(main.getByText(/^コンビニ払い（ローソン）/)).toBeVisible();
  },
};

export const ListLoading: Story = loadingState('listAdminOrders');

export const ListEmpty: Story = emptyState('注文');

export const ListError: Story = errorState('listAdminOrders');

export const ShipWithTrackingNumber: Story = {
  args: { path: '/orders/5' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, `注文 ${orderNumber(5)}`);
    await userEvent.click(main.getByRole('button', { name: '状態を変更する' }));
    await expect(await main.findByText('発送済みにするには追跡番号を入力してください。')).toBeVisible();
    await userEvent.type(main.getByRole('textbox', { name: /追跡番号/ }), '1234-5678-9012');
    await userEvent.click(main.getByRole('button', { name: '状態を変更する' }));
    await expectToast(canvas, 'にしました。');
    await expect(await main.findByText('1234-5678-9012')).toBeVisible();
    await expect(mockDb.orders.find((o) => o.id === 5)?.status).toBe('shipped');
  },
};

export const CancelWithRefund: Story = {
  args: { path: '/orders/5' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '注文をキャンセル' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'キャンセルして返金する' }));
    await expectToast(canvas, '注文をキャンセルし、在庫を戻して返金しました。');
    await expect(mockDb.orders.find((o) => o.id === 5)?.status).toBe('cancelled');
  },
};

/** A partial refund: amount and reason, a confirm dialog, then the history and 一部返金. */
export const PartialRefund: Story = {
  args: { path: '/orders/5' },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const amount = await main.findByRole('textbox', { name: /返金額/ });
    await userEvent.click(main.getByRole('button', { name: '返金する' }));
    await expect(await main.findByText('入力してください。')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.type(main.getByRole('textbox', { name: /返金の理由/ }), '商品に傷があったため');
    await userEvent.click(main.getByRole('button', { name: '返金する' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '返金する' }));
    await expectToast(canvas, '500円を返金しました。');
    await expect(await main.findByText('商品に傷があったため')).toBeVisible();
    await expect(main.getByText('一部返金')).toBeVisible();
    await expect(mockDb.orders.find((o) => o.id === 5)?.refundedAmount).toBe(500);
  },
};

export const DetailLoading: Story = loadingState('getAdminOrder', '/orders/5');

export const DetailError: Story = errorState('getAdminOrder', '/orders/5');

/** The shop is not the editor's: one 権限がありません page, the orders never asked for. */
export const RefusedToEditor: Story = {
  args: { path: '/orders', role: 'editor' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '権限がありません');
    await expect(main.queryByRole('grid', { name: '注文一覧' })).toBeNull();
  },
};

export const ExportCsv: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '注文');
    await userEvent.click(await main.findByRole('button', { name: '絞り込んだ注文をCSVで書き出す' }));
    await expectToast(canvas, 'CSVを書き出しました。');
  },
};

export const PackingList: Story = {
  args: { path: '/orders/packing-list' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '納品書・ピッキングリスト');
    await expect(await main.findByRole('heading', { name: /^ピッキングリスト（1件の注文）/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: `納品書 注文番号 ${orderNumber(5)}` })).toBeVisible();
    await userEvent.click(main.getByRole('radio', { name: 'お支払い済み' }));
    await expect(await main.findByRole('heading', { name: /^ピッキングリスト/ })).toBeVisible();
  },
};

/** The bulk bar: every order of the page chosen, the status, then the confirmation before anything moves. */
export const BulkStatusChange: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await (await tableOf(main)).findByRole('link', { name: orderNumber(5) });
    const bar = within(main.getByRole('group', { name: '選んだ注文の一括操作' }));
    await expect(bar.getByRole('button', { name: '選んだ注文の状態を変更' })).toBeDisabled();
    await userEvent.click(bar.getByRole('checkbox', { name: 'このページの注文をすべて選ぶ' }));
    await expect(bar.getByText('5件選択中')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: '選んだ注文の状態を変更' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: '5件を「発送準備中」にする' })).toBeVisible();
  },
};

/** A carrier's CSV with a good row and each kind of error, each named in Japanese; nothing can be applied. */
export const TrackingImportPreviewWithErrors: Story = {
  args: { path: '/orders/tracking-import' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '追跡番号をCSVで取り込む');
    const csv = [
      '注文番号,追跡番号,配送業者',
      `${orderNumber(5)},1234-5678-9012,ヤマト運輸`,
      '20260101-FFFFFFFFFFFF,1234-5678-9013,佐川急便',
      `${orderNumber(5)},1234-5678-9014,ヤマト運輸`,
      `${orderNumber(1)},12,日本郵便`,
    ].join('\r\n');
    await userEvent.upload(
      main.getByLabelText('CSVファイル'),
      new File([`\uFEFF${csv}`], 'yamato.csv', { type: 'text/csv' }),
    );
    const table = within(await main.findByRole('table', { name: '取り込む行とエラー' }));
    await expect(
      table.getByText('エラー: 注文番号「20260101-FFFFFFFFFFFF」の注文が見つかりません。'),
    ).toBeVisible();
    await expect(table.getByText('エラー: 2行目と同じ注文番号です。')).toBeVisible();
    await expect(
      table.getByText('エラー: 追跡番号は半角の英数字とハイフンで、8〜30文字にしてください。'),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: '取り込んで発送済みにする' })).toBeDisabled();
  },
};
