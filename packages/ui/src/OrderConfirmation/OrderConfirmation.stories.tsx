import { deliveryMethods, membershipPlans, products } from '@fanclub/fixtures';
import { taxIncluded } from '@fanclub/domain/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatYen } from '@fanclub/domain/format';
import { OrderConfirmation, type OrderConfirmationItem } from './OrderConfirmation.tsx';
import { commercialLaw } from '../messages/nav.ts';
import { orderConfirmationText } from '../messages/order-confirmation.ts';
import { playground } from '../story/playground.ts';

// Two lines from the demo shop: a T-shirt twice and a second product once, at tax-included prices.
const lineOf = (productIndex: number, skuIndex: number, quantity: number): OrderConfirmationItem => {
  const product = products[productIndex]!;
  const sku = product.productSkus[skuIndex]!;
  return {
    id: sku.id,
    name: product.name,
    detail: sku.attributes.map((attribute) => attribute.label || attribute.value).join(' / ') || undefined,
    unitPrice: taxIncluded(sku.price, product.taxRate),
    quantity,
  };
};
const shopItems = [lineOf(0, 1, 2), lineOf(1, 0, 1)];
const delivery = deliveryMethods.find((method) => method.isActive)!;
const itemsTotal = shopItems.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);

const monthly = membershipPlans.find((plan) => plan.cycleType === 'month')!;
const monthlyPrice = taxIncluded(monthly.price, monthly.taxRate);

/**
 * 注文（または有料プランの申し込み）を確定する前の最終確認画面（特定商取引法 12 条の 6）: 商品と数量、税込の合計、支払いとお届けの時期、キャンセルの条件。定期の申し込みでは 2 回目からの金額と請求の時期も。
 *
 * **使う場面**: 注文、有料プランの申し込み、確定ボタンの直前に必ず。
 *
 * **使わない場面**: 注文の完了後（完了画面と注文の詳細）。
 *
 * - する: 「注文を確定する」の前に、すべての条件を同じ画面で見せる。
 * - しない: 条件を別のページやリンクの先だけに置く。
 *
 * **キーボード・スクリーンリーダー**: 見出しごとに区切った定義リスト。確定と戻るのボタン、特定商取引法に基づく表記へのリンク。
 */
const meta = {
  title: 'Commerce/OrderConfirmation 注文内容の確認',
  id: 'commerce-orderconfirmation',
  tags: ['autodocs', 'stable'],
  parameters: { docs: { messages: { nav: { commercialLaw }, order_confirmation: orderConfirmationText } } },
  component: OrderConfirmation,
  args: {
    items: shopItems,
    deliveryCost: delivery.cost,
    deliveryMethod: delivery.name,
    paymentMethod: 'クレジットカード',
    cardNumber: '4111111111111111',
    paymentTiming: 'ご注文確定時にクレジットカードで決済されます。',
    deliveryTiming: 'ご注文確定後、通常7営業日以内に発送します。',
    cancellationTerms:
      'ご注文確定後のキャンセルはお受けできません。不良品の場合は商品到着後7日以内にお問い合わせください。',
    onConfirm: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof OrderConfirmation>;
export default meta;

type Story = StoryObj<typeof meta>;

const term = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).getByText(text, { selector: 'dt' }).closest('div') as HTMLElement;

export const ShopOrder: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'ご注文内容の確認' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'ご注文内容' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    const first = shopItems[0]!;
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(first.name);
    await expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('2');
    await expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent(formatYen(first.unitPrice * 2));

    await expect(term(canvasElement, '商品合計')).toHaveTextContent(`${formatYen(itemsTotal)}（税込）`);
    await expect(term(canvasElement, `送料（${delivery.name}）`)).toHaveTextContent(formatYen(delivery.cost));
    await expect(term(canvasElement, 'お支払い総額')).toHaveTextContent(
      `${formatYen(itemsTotal + delivery.cost)}（税込）`,
    );
    const payment = term(canvasElement, 'お支払い方法');
    await expect(payment).toHaveTextContent('クレジットカード（4111************');
    // Screen readers hear 「4111から始まるカード」, not twelve asterisks.
    await expect(within(payment).getByText('4111************')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(payment).getByText('4111から始まるカード')).toBeInTheDocument();
    await expect(term(canvasElement, 'お支払い時期')).toHaveTextContent('ご注文確定時');
    await expect(term(canvasElement, 'お届け時期')).toHaveTextContent('7営業日以内');
    await expect(term(canvasElement, 'キャンセル・返品')).toHaveTextContent('キャンセルはお受けできません');
    await expect(canvas.queryByText('2回目以降のお支払い金額')).toBeNull();
    await expect(canvas.queryByText('お届け先', { selector: 'dt' })).toBeNull();

    const law = canvas.getByRole('link', { name: /特定商取引法に基づく表記/ });
    await expect(law).toHaveAttribute('href', '/commercial-transactions-law');
    await expect(law).toHaveAttribute('target', '_blank');

    await userEvent.click(canvas.getByRole('button', { name: '注文を確定する' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '入力内容を修正する' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A shipped order names where it goes, between the payment and the delivery timing. */
export const WithDeliveryAddress: Story = {
  args: { deliveryAddress: '佐藤 花子 様／〒150-0001 東京都渋谷区神宮前1-2-3 フラワーハイツ101' },
  play: async ({ canvas, canvasElement }) => {
    const address = term(canvasElement, 'お届け先');
    await expect(address).toHaveTextContent('佐藤 花子 様／〒150-0001 東京都渋谷区神宮前1-2-3');
    const terms = within(canvas.getByRole('region', { name: 'お支払い・お届け・キャンセルについて' }));
    const names = terms.getAllByRole('term').map((dt) => dt.textContent);
    await expect(names).toEqual([
      'お支払い方法',
      'お支払い時期',
      'お届け先',
      'お届け時期',
      'キャンセル・返品',
    ]);
  },
};

/** The order button is reached by Tab from the law link and pressed with Enter. */
export const KeyboardOrder: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('link', { name: /特定商取引法に基づく表記/ }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '注文を確定する' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** A membership plan: first charge now, then the recurring amount and when each charge happens. */
export const Subscription: Story = {
  args: {
    items: [
      { id: 'fee', name: `${monthly.name}（初回会費）`, unitPrice: monthlyPrice, quantity: 1 },
      { id: 'initial', name: '入会金', unitPrice: 1100, quantity: 1 },
    ],
    deliveryCost: undefined,
    deliveryMethod: undefined,
    cardNumber: '5555************',
    subscription: {
      amount: monthlyPrice,
      cycleType: 'month',
      cycleValue: 1,
      nextChargeDate: '2026-12-22T10:00:00+09:00',
    },
    paymentTiming: '初回分はお申し込み確定時に決済されます。',
    deliveryTiming: '決済の完了後、すぐに有料会員限定のコンテンツをご覧いただけます。',
    cancellationTerms:
      'マイページの「退会する」からいつでも解約できます。次回お支払い日の前日までに解約すると、以降の請求はありません。日割りでの返金はいたしません。',
  },
  play: async ({ canvas, canvasElement, args }) => {
    // A plan is applied for, not ordered: the words say お申し込み.
    await expect(canvas.getByText(/^お申し込みはまだ確定していません。/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'お申し込み内容' })).toBeVisible();
    await expect(canvas.queryByText(/ご注文/)).toBeNull();
    await expect(canvas.queryByText(/^送料/)).toBeNull();
    await expect(term(canvasElement, 'お支払い総額')).toHaveTextContent(formatYen(monthlyPrice + 1100));
    const recurring = canvas.getByRole('region', { name: '継続課金（自動更新）について' });
    await expect(term(recurring, '2回目以降のお支払い金額')).toHaveTextContent(
      `${formatYen(monthlyPrice)}（税込）／毎月`,
    );
    await expect(term(recurring, 'お支払いのタイミング')).toHaveTextContent(
      '次回は2026/12/22に決済され、以降も毎月同じ日に自動で決済されます。',
    );
    await expect(term(recurring, '契約期間')).toHaveTextContent('自動で更新');
    await expect(term(canvasElement, '提供開始時期')).toBeVisible();
    await expect(term(canvasElement, '解約方法')).toHaveTextContent('いつでも解約できます');
    await userEvent.click(canvas.getByRole('button', { name: '申し込みを確定する' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const YearlySubscription: Story = {
  args: {
    ...Subscription.args,
    items: [{ id: 'fee', name: '年額プラン（初回会費）', unitPrice: 5500, quantity: 1 }],
    subscription: {
      amount: 5500,
      cycleType: 'year',
      cycleValue: 1,
      nextChargeDate: '2027-11-22T10:00:00+09:00',
    },
  },
  play: async ({ canvas }) => {
    const recurring = canvas.getByRole('region', { name: '継続課金（自動更新）について' });
    await expect(recurring).toHaveTextContent('¥5,500（税込）／毎年');
    await expect(recurring).toHaveTextContent('次回は2027/11/22に決済され、以降も毎年同じ日に');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    const order = canvas.getByRole('button', { name: '注文を確定する' });
    await expect(order).toHaveAttribute('data-pending', 'true');
    await userEvent.click(order);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '入力内容を修正する' })).toBeDisabled();
  },
};

export const OnPhone: Story = {
  ...ShopOrder,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const SubscriptionOnPhone: Story = {
  ...Subscription,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    ShopOrder,
    WithDeliveryAddress,
    KeyboardOrder,
    Subscription,
    YearlySubscription,
    Pending,
    OnPhone,
    SubscriptionOnPhone,
  }),
  tags: ['no-visual'],
};
