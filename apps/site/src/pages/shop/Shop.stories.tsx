import {
  DEMO_TDS_ORDER_ID,
  empty,
  freeMember,
  freeMemberSession,
  paidMember,
  paidMemberBackFromOrderTds,
  paidMemberSession,
  serverError,
  signedOut,
  slow,
} from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { type Canvas, announced, mainOf } from '../../test/screen.ts';
import { statesOf } from '../../test/states.tsx';

const meta = {
  title: 'Site/Shop',
  component: SiteAt,
  args: { path: '/products', session: paidMemberSession },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...paidMember());
  },
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /5th Anniversary ロゴTシャツ/ })).toBeVisible();
    // The cards (ui ProductCard) say from the data which goods are for members only.
    await expect(canvas.getAllByText('会員限定').length).toBeGreaterThan(0);
  },
};

export const ProductsForGuest: Story = {
  args: { session: null },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
};

export const ProductsError: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...serverError(['listProducts']));
  },
  play: async ({ canvas }) => {
    await waitFor(
      async () => expect(await canvas.findByText('商品一覧を取得できませんでした。')).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

export const ProductDetail: Story = {
  args: { path: '/products/1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'カートに入れる' })).toBeVisible();
  },
};

/**
 * A guest sees, before signing in, every size and colour with its price and stock (read-only) and
 * the delivery costs, then the way to sign in to buy.
 */
export const ProductDetailForGuest: Story = {
  args: { path: '/products/1', session: null },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const stock = await main.findByRole('region', { name: '種類と在庫' });
    const row = (name: string) => within(stock).getByText(name).nextElementSibling;
    await expect(row('ブラック / M')).toHaveTextContent(/¥3,850（税込）\s*在庫あり/);
    await expect(row('ホワイト / XL')).toHaveTextContent('在庫なし');
    const delivery = await main.findByRole('region', { name: '送料' });
    await expect(
      within(delivery).getByText('ゆうパケット（ポスト投函）').nextElementSibling,
    ).toHaveTextContent('¥250（税込）');
    await expect(within(delivery).getByText('宅急便（日時指定可）')).toBeVisible();
    // The inactive method is not offered.
    await expect(within(delivery).queryByText('ライブ会場受け取り（終了）')).toBeNull();
    await expect(main.getByRole('link', { name: 'ログインして購入する' })).toHaveAttribute(
      'href',
      '/sign-in?to=%2Fproducts%2F1',
    );
    await expect(main.queryByRole('button', { name: 'カートに入れる' })).toBeNull();
  },
};

/** カートを見る, like every route change, puts focus on the new page's heading and says its title. */
export const ProductDetailToCart: Story = {
  args: { path: '/products/1' },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'カートを見る' }));
    const main = await mainOf(canvas);
    const heading = await main.findByRole('heading', { level: 1, name: 'カート' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(announced()).toContain('カート'));
  },
};

export const EmptyCart: Story = {
  args: { path: '/cart' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('カートに商品はありません。')).toBeVisible();
  },
};

export const OrderHistory: Story = {
  args: { path: '/order/history' },
  // Waiting for the screen also lets this story's session exchange finish before the next story
  // resets the fake backend.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '注文履歴' })).toBeVisible();
  },
};
export const MyAccount: Story = {
  args: { path: '/my-account' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '会員情報' })).toBeVisible();
  },
};

const expectFetchError = async (main: Canvas, message: string) => {
  const alert = within(await main.findByRole('alert'));
  await expect(alert.getByText(message)).toBeVisible();
  await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible();
};

// ---- /products ----

export const ProductsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...slow('infinite', ['listProducts']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'オンラインショップ' })).toBeVisible();
    await expect(await main.findByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const ProductsEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...empty());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('商品はまだありません。')).toBeVisible();
  },
};

// ---- /products/:id: members-only goods ----

export const PaidProductLockedForFreeMember: Story = {
  args: { path: '/products/13', session: freeMemberSession },
  beforeEach({ msw }) {
    msw.use(...freeMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: '【会員限定】5周年メモリアルフォトブック' }),
    ).toBeVisible();
    // The lock's view comes in a chunk of its own (server-rendered on the site): wait for it.
    await expect(await main.findByRole('heading', { name: 'この内容は有料会員限定です' })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'カートに入れる' })).toBeNull();
  },
};

export const PaidProductForPaidMember: Story = {
  args: { path: '/products/13' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: '【会員限定】5周年メモリアルフォトブック' }),
    ).toBeVisible();
    await expect(await main.findByRole('button', { name: 'カートに入れる' })).toBeVisible();
    await expect(main.queryByRole('heading', { name: 'この内容は有料会員限定です' })).toBeNull();
  },
};

// ---- /cart ----

/** The paid member's cart: one line (ui CartLine), its count, the total (ui CartSummary) and the way to checkout. */
export const CartWithItems: Story = {
  args: { path: '/cart' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
    // Each line is named by the item (with its SKU's attributes) and headed by its name.
    const line = within(await main.findByRole('article', { name: '公式ペンライト 2027' }));
    await expect(line.getByRole('heading', { level: 2, name: '公式ペンライト 2027' })).toBeVisible();
    await expect(line.getByRole('textbox', { name: '数量' })).toHaveValue('1');
    await expect(line.getByRole('button', { name: '公式ペンライト 2027を削除' })).toBeEnabled();
    const summary = within(main.getByRole('region', { name: 'ご注文金額' }));
    await expect(summary.getByText('合計').nextElementSibling).toHaveTextContent('¥4,180');
    // The delivery cost is chosen at checkout.
    await expect(summary.getByText('次の画面で計算します')).toBeVisible();
    await expect(summary.getByRole('link', { name: 'レジに進む' })).toHaveAttribute('href', '/order');
  },
};

/** ＋ saves the line's new count; its subtotal and the total follow. */
export const CartCountChanged: Story = {
  args: { path: '/cart' },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const line = within(await main.findByRole('article', { name: '公式ペンライト 2027' }));
    await userEvent.click(line.getByRole('button', { name: /^増やす/ }));
    await waitFor(() => expect(line.getByRole('textbox', { name: '数量' })).toHaveValue('2'));
    const summary = within(main.getByRole('region', { name: 'ご注文金額' }));
    await waitFor(() => expect(summary.getByText('合計').nextElementSibling).toHaveTextContent('¥8,360'));
  },
};

/** 削除 asks first: a dialog names the line, and 削除する or キャンセル answers it. */
export const CartDeleteConfirm: Story = {
  args: { path: '/cart' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '公式ペンライト 2027を削除' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: '「公式ペンライト 2027」をカートから削除しますか？',
    });
    // Visible once the dialog has faded in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '削除する' })).toBeVisible());
  },
};

/** キャンセル keeps the line and gives focus back to its 削除. */
export const CartDeleteCancelled: Story = {
  args: { path: '/cart' },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const button = await main.findByRole('button', { name: '公式ペンライト 2027を削除' });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(main.getByRole('button', { name: '公式ペンライト 2027を削除' })).toBeVisible();
  },
};

/** 削除する: the line goes, what went is said, and focus (the cart now empty) is on the heading. */
export const CartLineDeleted: Story = {
  args: { path: '/cart' },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '公式ペンライト 2027を削除' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await main.findByText('カートに商品はありません。')).toBeVisible();
    await waitFor(() => expect(main.getByRole('heading', { level: 1, name: 'カート' })).toHaveFocus());
    await waitFor(() => expect(announced()).toContain('公式ペンライト 2027をカートから削除しました。'));
  },
};

export const CartLoading: Story = {
  args: { path: '/cart' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...slow('infinite', ['getCart']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
    await expect(await main.findByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const CartError: Story = {
  args: { path: '/cart' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...serverError(['getCart']));
  },
  play: async ({ canvas }) => {
    await expectFetchError(await mainOf(canvas), 'カートの内容を取得できませんでした。');
  },
};

// ---- /order (checkout) ----

/** The form starts from the member's own details. */
export const Checkout: Story = {
  args: { path: '/order' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'ご注文手続き' })).toBeVisible();
    await expect(await main.findByDisplayValue('佐藤')).toBeVisible();
    await expect(main.getByDisplayValue('paid@example.jp')).toBeVisible();
    // The saved card is offered first (CheckoutConfirmation types a new one instead).
    await expect(main.getByRole('radio', { name: /^登録済みのカード/ })).toBeChecked();
    await expect(main.getByRole('radio', { name: '新しいカードを入力する' })).not.toBeChecked();
    await expect(main.queryByRole('group', { name: 'クレジットカード情報' })).toBeNull();
    // The delivery methods in use (ui DeliveryMethodPicker), none chosen yet: the summary waits for one.
    const methods = within(await main.findByRole('radiogroup', { name: /^配送方法/ }));
    // The inactive method is left out.
    const radios = await methods.findAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'ゆうパケット（ポスト投函）¥250（税込）',
      '宅急便（日時指定可）¥800（税込）',
    ]);
    const summary = within(main.getByRole('region', { name: 'ご注文金額' }));
    await expect(summary.getByText('次の画面で計算します')).toBeVisible();
    await expect(main.getByRole('button', { name: '注文内容を確認する' })).toBeEnabled();
  },
};

/** Choosing a delivery method adds its cost to the summary; sending without one names the field. */
export const CheckoutDeliveryMethod: Story = {
  args: { path: '/order' },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(
      await main.findByRole('textbox', { name: /^メールアドレス（確認）/ }),
      'paid@example.jp',
    );
    await userEvent.click(main.getByRole('button', { name: '注文内容を確認する' }));
    const first = await main.findByRole('radio', { name: /^ゆうパケット（ポスト投函）/ });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(main.getByRole('radiogroup', { name: /^配送方法/ })).toHaveAccessibleDescription(
      '配送方法を選択してください。',
    );
    await userEvent.click(main.getByRole('radio', { name: /^宅急便（日時指定可）/ }));
    const summary = within(main.getByRole('region', { name: 'ご注文金額' }));
    await expect(summary.getByText('送料').nextElementSibling).toHaveTextContent('¥800');
    await expect(summary.getByText('合計').nextElementSibling).toHaveTextContent('¥4,980');
    await waitFor(() => expect(main.queryByText('配送方法を選択してください。')).toBeNull());
  },
};

/**
 * The saved card pays: no card to type, and the confirmation shows it; the order button starts
 * the issuer's 3-D Secure step for it as for a new card.
 */
export const CheckoutWithSavedCard: Story = {
  args: { path: '/order' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(
      await main.findByRole('textbox', { name: /^メールアドレス（確認）/ }),
      'paid@example.jp',
    );
    await userEvent.click(await main.findByRole('radio', { name: /^ゆうパケット（ポスト投函）/ }));
    await expect(main.getByRole('radio', { name: /^登録済みのカード/ })).toBeChecked();
    await userEvent.click(main.getByRole('button', { name: '注文内容を確認する' }));
    await expect(await main.findByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
    await expect(main.getByText(/^クレジットカード（/)).toHaveTextContent('4111から始まるカード');
    await expect(main.getByRole('button', { name: '注文を確定する' })).toBeEnabled();
  },
};

/**
 * The member's details, a delivery method and a new card, then the final confirmation
 * (特定商取引法 12条の6) with the address; going back keeps what was typed, and the story ends on
 * the confirmation again.
 */
export const CheckoutConfirmation: Story = {
  args: { path: '/order' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(
      await main.findByRole('textbox', { name: /^メールアドレス（確認）/ }),
      'paid@example.jp',
    );
    await userEvent.click(await main.findByRole('radio', { name: /^ゆうパケット（ポスト投函）/ }));
    await userEvent.click(main.getByRole('radio', { name: '新しいカードを入力する' }));
    await expect(main.getByRole('group', { name: 'クレジットカード情報' })).toBeVisible();
    await userEvent.type(main.getByRole('textbox', { name: /^カード番号/ }), '4111111111111111');
    await userEvent.type(main.getByRole('textbox', { name: /^有効期限/ }), '1230');
    await userEvent.type(main.getByRole('textbox', { name: /^セキュリティコード/ }), '123');
    await userEvent.type(main.getByRole('textbox', { name: /^カード名義/ }), 'hanako sato');
    await userEvent.click(main.getByRole('button', { name: '注文内容を確認する' }));

    // The confirmation replaces the form: focus on its heading, not on the page.
    const confirmation = await main.findByRole('heading', { level: 1, name: 'ご注文内容の確認' });
    await expect(confirmation).toBeVisible();
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(main.getByRole('table', { name: 'ご注文内容' })).toBeVisible();
    const address = main.getByText('お届け先', { selector: 'dt' }).nextElementSibling;
    await expect(address).toHaveTextContent(/様／〒530-0001 大阪府大阪市北区梅田2-4-6 ルミナスタワー1203$/);
    await expect(main.getByText(/^クレジットカード（/)).toHaveTextContent('4111から始まるカード');
    await expect(main.getByRole('button', { name: '注文を確定する' })).toBeEnabled();
    await userEvent.click(main.getByRole('button', { name: '入力内容を修正する' }));
    const form = await main.findByRole('heading', { level: 1, name: 'ご注文手続き' });
    await expect(form).toBeVisible();
    await waitFor(() => expect(form).toHaveFocus());
    await expect(main.getByRole('textbox', { name: /^カード番号/ })).toHaveValue('4111 1111 1111 1111');
    await expect(main.getByRole('textbox', { name: /^カード名義/ })).toHaveValue('HANAKO SATO');
    await userEvent.click(main.getByRole('button', { name: '注文内容を確認する' }));
    await expect(await main.findByRole('button', { name: '注文を確定する' })).toBeEnabled();
  },
};

export const CheckoutEmptyCart: Story = {
  args: { path: '/order' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...empty());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('カートに商品はありません。')).toBeVisible();
    await expect(main.getByRole('link', { name: '商品を探す' })).toHaveAttribute('href', '/products');
  },
};

export const CheckoutCartError: Story = {
  args: { path: '/order' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...serverError(['getCart']));
  },
  play: async ({ canvas }) => {
    await expectFetchError(await mainOf(canvas), 'カートの内容を取得できませんでした。');
  },
};

// ---- /order/tds-return and /order/success/:id ----

/** Back from the card issuer's check: the order is placed and the thank-you page follows. */
export const TdsReturnCompleted: Story = {
  args: { path: `/order/tds-return?orderId=${DEMO_TDS_ORDER_ID}` },
  beforeEach({ msw }) {
    msw.use(...paidMemberBackFromOrderTds());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'ご注文ありがとうございました' }),
    ).toBeVisible();
    // The order's number: its day and random digits, never a count of orders.
    await expect(main.getByText(/^ご注文番号：\d{8}-[0-9A-F]{12}$/)).toBeVisible();
  },
};

export const TdsReturnFailed: Story = {
  args: { path: '/order/tds-return?orderId=unknown-order' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'ご注文を完了できませんでした' }),
    ).toBeVisible();
    // The spec's message, then the server's reason in brackets.
    await expect(main.getByRole('alert')).toHaveTextContent(
      '注文できませんでした。（本人認証の手続きが見つかりません。もう一度お試しください。）',
    );
    await expect(main.getByRole('link', { name: 'ご注文手続きに戻る' })).toHaveAttribute('href', '/order');
  },
};

export const TdsReturnChecking: Story = {
  args: { path: `/order/tds-return?orderId=${DEMO_TDS_ORDER_ID}` },
  beforeEach({ msw }) {
    msw.use(...paidMemberBackFromOrderTds(), ...slow('infinite', ['confirmTdsOrder']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    // The screen's own spinner, once its chunk is in (the route shows a plain one before).
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('本人認証の結果を確認しています'));
  },
};

export const OrderSuccess: Story = {
  args: { path: '/order/success/5' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'ご注文ありがとうございました' }),
    ).toBeVisible();
    await expect(main.getByText('ご注文番号：5')).toBeVisible();
    await expect(main.getByRole('link', { name: '注文内容を見る' })).toHaveAttribute(
      'href',
      '/order/history/5',
    );
    await expect(main.getByRole('link', { name: 'お買い物を続ける' })).toHaveAttribute('href', '/products');
  },
};

// ---- /order/history and /order/history/:id ----

export const OrderHistoryEmpty: Story = {
  args: { path: '/order/history', session: freeMemberSession },
  beforeEach({ msw }) {
    msw.use(...freeMember());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('ご注文はまだありません。')).toBeVisible();
  },
};

export const OrderHistoryLoading: Story = {
  args: { path: '/order/history' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...slow('infinite', ['listOrders']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: '注文履歴' })).toBeVisible();
    await expect(await main.findByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const OrderHistoryError: Story = {
  args: { path: '/order/history' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...serverError(['listOrders']));
  },
  play: async ({ canvas }) => {
    await expectFetchError(await mainOf(canvas), '注文履歴を取得できませんでした。');
  },
};

export const OrderDetail: Story = {
  args: { path: '/order/history/4' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    // An old link by id still finds the order; it is shown by its number.
    await expect(
      await main.findByRole('heading', { level: 1, name: /^注文番号 \d{8}-[0-9A-F]{12}$/ }),
    ).toBeVisible();
    await expect(main.getByText('発送済み')).toBeVisible();
    const items = within(main.getByRole('table', { name: 'ご注文内容' }));
    await expect(items.getAllByRole('row')).toHaveLength(3);
    await expect(items.getByRole('rowheader', { name: /アクリルスタンド 第2弾（全5種）/ })).toBeVisible();
    const shipping = within(main.getByRole('region', { name: '発送状況' }));
    await expect(main.getByRole('region', { name: '発送状況' })).toHaveTextContent(
      /〒530-0001 大阪府.*080-9876-5432/,
    );
    await expect(shipping.getByText('日本郵便', { exact: true })).toBeVisible();
    await expect(shipping.getByRole('link', { name: /日本郵便の配送状況を見る/ })).toHaveAttribute(
      'href',
      expect.stringContaining('reqCodeNo1=123456789012'),
    );
    await expect(main.getByText(/^クレジットカード 4111\*+$/)).toBeVisible();
    await expect(main.getByRole('link', { name: '領収書を発行する' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/order\/history\/\d{8}-[0-9A-F]{12}\/receipt$/),
    );
    await expect(main.getByRole('link', { name: '注文履歴に戻る' })).toHaveAttribute(
      'href',
      '/order/history',
    );
  },
};

/** A points order is named by what was bought, not left empty. */
export const OrderDetailPoints: Story = {
  args: { path: '/order/history/3' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const items = within(await main.findByRole('table', { name: 'ご注文内容' }));
    await expect(items.getByRole('rowheader', { name: '投票ポイント 330pt' })).toBeVisible();
    await expect(main.queryByRole('region', { name: '発送状況' })).toBeNull();
  },
};

export const OrderDetailError: Story = {
  args: { path: '/order/history/4' },
  beforeEach({ msw }) {
    msw.use(...paidMember(), ...serverError(['getOrder']));
  },
  play: async ({ canvas }) => {
    await expectFetchError(await mainOf(canvas), '注文詳細を取得できませんでした。');
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    Products,
    ProductsForGuest,
    ProductsError,
    ProductDetail,
    EmptyCart,
    OrderHistory,
    MyAccount,
    ProductsLoading,
    ProductsEmpty,
    PaidProductLockedForFreeMember,
    PaidProductForPaidMember,
    CartWithItems,
    CartDeleteConfirm,
    CartLoading,
    CartError,
    Checkout,
    CheckoutWithSavedCard,
    CheckoutConfirmation,
    CheckoutEmptyCart,
    CheckoutCartError,
    TdsReturnCompleted,
    TdsReturnFailed,
    TdsReturnChecking,
    OrderSuccess,
    OrderHistoryEmpty,
    OrderHistoryLoading,
    OrderHistoryError,
    OrderDetail,
    OrderDetailError,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
