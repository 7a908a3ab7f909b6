import {
  DEMO_TDS_ORDER_ID,
  freeMemberBackFromPlanTds,
  freeMemberSession,
  paidMemberSession,
  serverError,
  SERVER_ERROR_MESSAGE,
  slow,
} from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf, expectTitle, emptyState, loadingState } from '../../test/screen.ts';
import { onFixtureDay, sitePage } from '../../test/backend.ts';
import { statesOf } from '../../test/states.tsx';

/** The paid plan: choosing one (/membership-upgrade) and the 3-D Secure return page. */
const meta = {
  title: 'Site/Membership',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/membership-upgrade', session: freeMemberSession }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
const TDS_RETURN = '/membership-upgrade/tds-return';

// ---- /membership-upgrade ----

/** A free member sees both plans, each with its button. */
export const PlansForFreeMember: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '有料会員プラン');
    const monthly = within(await main.findByRole('article', { name: '月額プラン' }));
    await expect(monthly.getByRole('button', { name: '月額プランを選ぶ' })).toBeEnabled();
    await expect(main.getByRole('button', { name: '年額プランを選ぶ' })).toBeEnabled();
    await expect(main.getByText('プランを選ぶと、お支払い方法の入力に進みます。')).toBeVisible();
    // Which payment renews by itself, before a plan is chosen.
    const kinds = within(main.getByRole('list', { name: 'お支払い方法と自動更新' }));
    await expect(kinds.getByText(/^カード払い：自動更新/)).toBeVisible();
    await expect(kinds.getByText(/^コンビニ払い：自動更新されません/)).toBeVisible();
  },
};

/** The paid member's plan is marked, with the ways to change it or leave. */
export const PlansForPaidMember: Story = {
  args: { session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '有料会員プラン');
    await expect(await main.findByText(/現在「月額プラン」をご利用中です。/)).toBeVisible();
    const monthly = within(main.getByRole('article', { name: '月額プラン' }));
    await expect(monthly.getByText('ご利用中のプラン')).toBeVisible();
    await expect(main.queryByRole('button', { name: /を選ぶ$/ })).toBeNull();
    // The way to change or leave is right here (it used to send the member round to My Page and back).
    await expect(main.getByRole('link', { name: 'プランを変更する' })).toHaveAttribute(
      'href',
      '/my-account/plan',
    );
    await expect(main.getByRole('link', { name: '退会する' })).toHaveAttribute(
      'href',
      '/my-account/unsubscribe',
    );
  },
};

/**
 * Choosing a plan leads to the payment step: the card (chosen at first; the free member has no
 * saved card) or コンビニ払い, with a way back. The card step restates what will be charged and
 * names the card brands taken.
 */
export const ChoosePlan: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '年額プランを選ぶ' }));
    await expectTitle(main, 'お支払い方法');
    await expect(main.getByText('年額プラン')).toBeVisible();
    await expect(main.getByRole('group', { name: 'クレジットカード情報' })).toBeVisible();
    await expect(main.getByRole('radio', { name: /クレジットカード/ })).toBeChecked();
    await expect(main.getByRole('radio', { name: /コンビニ払い/ })).not.toBeChecked();
    // 年額プラン: ¥5,000 with 10% tax, no initial fee.
    await expect(main.getByText('初回のお支払い金額').parentElement).toHaveTextContent(
      '初回のお支払い金額¥5,500（税込）',
    );
    await expect(
      within(main.getByRole('group', { name: 'クレジットカード情報' })).getByText(
        'ご利用いただけるカード：Visa、Mastercard、JCB、American Express、Diners Club',
      ),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'プランを選び直す' })).toBeEnabled();
  },
};

/** The card step checks the card before the confirmation, and leads back to the plans. */
export const PaymentErrorsAndBack: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '月額プランを選ぶ' }));
    await userEvent.click(await main.findByRole('button', { name: 'お申し込み内容を確認する' }));
    await expect(await main.findByRole('region', { name: '入力内容に4件の誤りがあります' })).toBeVisible();
    await expectTitle(main, 'お支払い方法');
    await userEvent.click(main.getByRole('button', { name: 'プランを選び直す' }));
    await expectTitle(main, '有料会員プラン');
  },
};

/**
 * The final confirmation (特定商取引法 12条の6), on the fixtures' day so the next charge date is
 * fixed: first charge, the amount from the second charge on and when, how to cancel.
 */
export const PlanConfirmation: Story = {
  beforeEach: () => onFixtureDay(),
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '月額プランを選ぶ' }));
    await userEvent.type(await main.findByRole('textbox', { name: /^カード番号/ }), '4111111111111111');
    await userEvent.type(main.getByRole('textbox', { name: /^有効期限/ }), '1230');
    await userEvent.type(main.getByRole('textbox', { name: /^セキュリティコード/ }), '123');
    await userEvent.type(main.getByRole('textbox', { name: /^カード名義/ }), 'hanako sato');
    await userEvent.click(main.getByRole('button', { name: 'お申し込み内容を確認する' }));

    await expectTitle(main, 'お申し込み内容の確認');
    await expect(main.getByRole('heading', { level: 2, name: '「月額プラン」のお申し込み' })).toBeVisible();
    const recurring = within(main.getByRole('region', { name: '継続課金（自動更新）について' }));
    await expect(recurring.getByText(/^次回は2026\/12\/22に決済され、以降も毎月同じ日に/)).toBeVisible();
    await expect(main.getByText(/^クレジットカード（/)).toHaveTextContent('4111から始まるカード');
    await expect(main.getByRole('button', { name: '申し込みを確定する' })).toBeEnabled();
  },
};

/**
 * コンビニ払い: beside the card, with which one renews by itself; the final confirmation names the
 * period, the fee tax included and that it does not renew; then the slip (支払待ち).
 */
export const PlanByKonbini: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '年額プランを選ぶ' }));
    await expect(await main.findByText(/^カード払い：自動更新/)).toBeVisible();
    await expect(main.getByText(/^コンビニ払い：自動更新されません/)).toBeVisible();
    await userEvent.click(await main.findByRole('radio', { name: /コンビニ払い/ }));
    await userEvent.click(main.getByRole('button', { name: 'お申し込み内容を確認する' }));
    await expect(await main.findByText('お支払いに使うコンビニを選択してください。')).toBeVisible();
    await userEvent.click(main.getByRole('radio', { name: /ローソン/ }));
    await userEvent.click(main.getByRole('button', { name: 'お申し込み内容を確認する' }));
    await expect(
      await main.findByRole('heading', { level: 2, name: '「年額プラン」のお申し込み' }),
    ).toBeVisible();
    await expect(main.getByText('年額プラン（1年分・自動更新なし）')).toBeVisible();
    await expect(main.getByText('コンビニ払い手数料')).toBeVisible();
    await expect(main.getByText(/^コンビニ払い：自動更新されません/)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '払込票を発行する' }));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'コンビニでのお支払いをお待ちしています' }),
    ).toBeVisible();
    const slip = main.getByRole('region', { name: /コンビニでのお支払い/ });
    await expect(slip).toHaveTextContent('支払待ち');
    await expect(slip).toHaveTextContent('受付番号');
  },
};

export const PlansLoading: Story = loadingState('listMembershipPlans', { title: '有料会員プラン' });

export const PlansEmpty: Story = emptyState('現在お申し込みいただけるプランはありません。');

/** The catalogue has no plan-fetch message: the server's own, with the retry. */
export const PlansError: Story = {
  beforeEach({ msw }) {
    msw.use(...serverError(['listMembershipPlans']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    const alert = within(await main.findByRole('alert'));
    await expect(alert.getByText(SERVER_ERROR_MESSAGE)).toBeVisible();
    await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

export const PlanConfirmationOnPhone: Story = {
  ...PlanConfirmation,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Back from the confirmation to correct the payment: the card entered is still there. */
export const PlanConfirmationBack: Story = {
  beforeEach: () => onFixtureDay(),
  play: async (context) => {
    await PlanConfirmation.play!(context);
    const main = await mainOf(context.canvas);
    await userEvent.click(main.getByRole('button', { name: 'お支払い方法を修正する' }));
    await expectTitle(main, 'お支払い方法');
    await expect(main.getByRole('textbox', { name: /^カード番号/ })).toHaveValue('4111111111111111');
    await expect(main.getByRole('textbox', { name: /^有効期限/ })).toHaveValue('12/30');
    await expect(main.getByRole('textbox', { name: /^カード名義/ })).toHaveValue('HANAKO SATO');
    await userEvent.click(main.getByRole('button', { name: 'お申し込み内容を確認する' }));
    await expectTitle(main, 'お申し込み内容の確認');
  },
};

// ---- /membership-upgrade/tds-return ----

/**
 * Back from the card issuer's check: the plan starts and the member is a paid member at once. The
 * welcome shows the 会員証, the points the payment granted, the fee and next charge, and what the
 * plan now opens.
 */
export const TdsReturnCompleted: Story = {
  args: { path: `${TDS_RETURN}?orderId=${DEMO_TDS_ORDER_ID}` },
  beforeEach({ msw }) {
    msw.use(...freeMemberBackFromPlanTds());
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '有料会員へのお申し込みが完了しました');
    await expect(main.getByText(/「月額プラン」のご利用を開始しました。/)).toBeVisible();
    await expect(main.getByText('投票ポイント 100pt を付与しました。')).toBeVisible();
    const card = within(main.getByRole('region', { name: '会員証' }));
    await expect(card.getByText('有料会員')).toBeVisible();
    await expect(card.getByText('10000001')).toBeVisible();
    await expect(card.getByText('100pt')).toBeVisible();
    await expect(card.getByRole('link', { name: '会員証を見る' })).toHaveAttribute(
      'href',
      '/my-account/card',
    );
    const plan = within(main.getByRole('region', { name: 'ご契約内容' }));
    await expect(plan.getByText('¥550')).toBeVisible();
    await expect(plan.getByText('（税込）')).toBeVisible();
    await expect(plan.getByText('次回のお支払い日').nextElementSibling).toHaveTextContent('2026/12/22');
    const unlocked = within(main.getByRole('list', { name: 'ご利用いただけるようになったもの' }));
    await expect(unlocked.getByRole('link', { name: 'ブログ' })).toHaveAttribute('href', '/blog');
    await expect(unlocked.getByRole('link', { name: 'ミュージックビデオ' })).toHaveAttribute(
      'href',
      '/movie',
    );
    await expect(unlocked.getByRole('link', { name: '投票' })).toHaveAttribute('href', '/voting');
    await expect(unlocked.getByRole('link', { name: 'オンラインショップ' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(main.getByRole('link', { name: 'マイページへ' })).toHaveAttribute('href', '/my-account');
  },
};

/** A return the server does not know (expired, or confirmed already): the reason and a way back. */
export const TdsReturnFailed: Story = {
  args: { path: `${TDS_RETURN}?orderId=unknown-order` },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お申し込みを完了できませんでした');
    // The spec's message, then the server's reason in brackets.
    await expect(main.getByRole('alert')).toHaveTextContent(
      '会員プランに登録できませんでした。（本人認証の手続きが見つかりません。もう一度お試しください。）',
    );
    await expect(main.getByRole('link', { name: 'プラン選択に戻る' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
  },
};

export const TdsReturnWithoutOrderId: Story = {
  args: { path: TDS_RETURN },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お申し込みを完了できませんでした');
    await expect(main.getByRole('alert')).toHaveTextContent('本人認証の結果を確認できませんでした。');
  },
};

/** While the purchase is confirmed: the page's own heading and words at once, not a blank spinner. */
export const TdsReturnChecking: Story = {
  args: { path: `${TDS_RETURN}?orderId=${DEMO_TDS_ORDER_ID}` },
  beforeEach({ msw }) {
    msw.use(...freeMemberBackFromPlanTds(), ...slow('infinite', ['confirmTdsSubscription']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'お申し込みを確認しています');
    await expect(main.getByText(/^カードの本人認証の結果を確認しています。/)).toBeVisible();
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('本人認証の結果を確認しています'));
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    PlansForFreeMember,
    PlansForPaidMember,
    ChoosePlan,
    PaymentErrorsAndBack,
    PlanConfirmation,
    PlansLoading,
    PlansEmpty,
    PlansError,
    PlanConfirmationOnPhone,
    PlanConfirmationBack,
    TdsReturnCompleted,
    TdsReturnFailed,
    TdsReturnWithoutOrderId,
    TdsReturnChecking,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
