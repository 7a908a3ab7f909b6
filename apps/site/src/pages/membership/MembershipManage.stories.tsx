import {
  fail,
  freeMemberSession,
  handle,
  paidMember,
  paidMemberSession,
  serverError,
  slow,
} from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { expectTitle, mainOf } from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';

/**
 * A paid member's own membership: changing the plan (/my-account/plan), unsubscribing
 * (/my-account/unsubscribe) and withdrawing a pending unsubscribe (/my-account/unsubscribe/cancel).
 */
const meta = {
  title: 'Site/Membership management',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/my-account/plan', session: paidMemberSession }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const UNSUBSCRIBE = '/my-account/unsubscribe';
const CANCEL = '/my-account/unsubscribe/cancel';

// ---- /my-account/plan ----

/** The other plan, its yearly difference, and from when a change applies. */
export const PlanChangeChoose: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'プランの変更');
    await expect(
      await main.findByText(/現在のプランは「月額プラン」（¥550（税込）／毎月）です。/),
    ).toBeVisible();
    await expect(main.getByText(/次回のお支払い日（2026\/12\/01）から適用され/)).toBeVisible();
    const yearly = within(await main.findByRole('article', { name: '年額プラン' }));
    await expect(yearly.getByRole('button', { name: '年額プランを選ぶ' })).toBeEnabled();
    await expect(main.getByText('今のプランより年間で¥1,100おトクになります（税込）。')).toBeVisible();
    await expect(main.queryByRole('article', { name: '月額プラン' })).toBeNull();
  },
};

/** The final confirmation (特商法 12条の6): the new amount, when it is charged, how to cancel. */
export const PlanChangeConfirm: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '年額プランを選ぶ' }));
    await expectTitle(main, 'プラン変更内容の確認');
    const terms = within(main.getByRole('region', { name: 'プラン変更の最終確認' }));
    await expect(terms.getByText('変更後の会費')).toBeVisible();
    await expect(terms.getByText('2026/12/01（次回のお支払い日）')).toBeVisible();
    await expect(terms.getByText(/が決済され、以降も毎年同じ日に自動で決済されます。/)).toBeVisible();
    await expect(terms.getByText(/マイページの「退会する」からいつでも解約できます。/)).toBeVisible();
    await expect(terms.getByText('クレジットカード（4111************）')).toBeVisible();
    await userEvent.click(terms.getByRole('button', { name: 'プランを選び直す' }));
    await expectTitle(main, 'プランの変更');
  },
};

/** Confirming changes the plan and says from when. */
export const PlanChangeDone: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '年額プランを選ぶ' }));
    await userEvent.click(await main.findByRole('button', { name: 'プランの変更を確定する' }));
    await expectTitle(main, 'プランを変更しました');
    await expect(
      main.getByText(/2026\/12\/01のお支払いから「年額プラン」（¥5,500（税込）／毎年）になります。/),
    ).toBeVisible();
  },
};

/** A refused change stays on the confirmation with spec message 8.4 and the server's reason. */
export const PlanChangeFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handle('updatePlan', () => fail(400, '現在ご利用中のプランです。')));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '年額プランを選ぶ' }));
    await userEvent.click(await main.findByRole('button', { name: 'プランの変更を確定する' }));
    const alert = main.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('会員プランの変更に失敗しました。現在ご利用中のプランです。'),
    );
    await expectTitle(main, 'プラン変更内容の確認');
    await expect(main.getByRole('region', { name: 'プラン変更の最終確認' })).toHaveAccessibleDescription(
      '会員プランの変更に失敗しました。現在ご利用中のプランです。',
    );
  },
};

/** The plans are still on their way. */
export const PlanChangeLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', ['listMembershipPlans']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'プランの変更');
    await expect(await main.findByRole('status')).toBeVisible();
  },
};

/** The plans could not be fetched: the reason and a retry. */
export const PlanChangeListFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...serverError(['listMembershipPlans']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

/** A free member has no plan to change. */
export const PlanChangeNotPaid: Story = {
  args: { session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('有料会員プランをご利用ではありません。')).toBeVisible();
    await expect(main.getByRole('link', { name: '有料会員プランを見る' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
  },
};

/** While leaving, the plan cannot change until the unsubscribe is withdrawn. */
export const PlanChangeWhileLeaving: Story = {
  beforeEach({ msw }) {
    msw.use(...paidMember({ leaving: true }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText(/退会のお手続き中のため、プランを変更できません。/)).toBeVisible();
    await expect(main.getByRole('link', { name: '退会を取り消す' })).toHaveAttribute('href', CANCEL);
  },
};

// ---- /my-account/unsubscribe ----

/** What leaving takes away and until when the paid period lasts, then the reason. */
export const UnsubscribeForm: Story = {
  args: { path: UNSUBSCRIBE },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '退会手続き');
    const lost = within(
      main.getByRole('region', { name: '退会すると、次の特典がご利用いただけなくなります' }),
    );
    await expect(lost.getByText('会員限定のブログ・動画・写真')).toBeVisible();
    await expect(
      lost.getByText(/お支払い済みの2026\/12\/01までは、これまでどおりご利用いただけます。/),
    ).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: '確認画面へ進む' }));
    await expect(await main.findByText('退会理由を選択してください。')).toBeVisible();
  },
};

/** その他 asks for the fan's own words; the confirmation repeats them before anything is sent. */
export const UnsubscribeConfirm: Story = {
  args: { path: UNSUBSCRIBE },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('radio', { name: 'その他' }));
    await userEvent.type(main.getByRole('textbox', { name: /その他の理由/ }), '引っ越しで忙しくなるため');
    await userEvent.click(main.getByRole('button', { name: '確認画面へ進む' }));
    await expect(await main.findByRole('heading', { name: '退会内容の確認' })).toBeVisible();
    await expect(main.getByText('引っ越しで忙しくなるため')).toBeVisible();
    await expect(main.getByText('2026/12/01まで')).toBeVisible();
  },
};

/** Leaving is done: until when access lasts, and how to take it back. */
export const UnsubscribeDone: Story = {
  args: { path: UNSUBSCRIBE },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('radio', { name: '料金が高いため' }));
    await userEvent.click(main.getByRole('button', { name: '確認画面へ進む' }));
    await userEvent.click(await main.findByRole('button', { name: '退会する' }));
    await expectTitle(main, '退会手続きが完了しました');
    await expect(
      main.getByText(/2026\/12\/01までは、これまでどおり有料会員としてご利用いただけます。/),
    ).toBeVisible();
  },
};

/** A refused unsubscribe tells the server's reason inside the form. */
export const UnsubscribeFailed: Story = {
  args: { path: UNSUBSCRIBE },
  beforeEach({ msw }) {
    msw.use(handle('unsubscribe', () => fail(400, 'この会員プランは退会できない状態です。')));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('radio', { name: '料金が高いため' }));
    await userEvent.click(main.getByRole('button', { name: '確認画面へ進む' }));
    await userEvent.click(await main.findByRole('button', { name: '退会する' }));
    await waitFor(() =>
      expect(main.getByRole('alert')).toHaveTextContent('この会員プランは退会できない状態です。'),
    );
  },
};

/** Already leaving: nothing to fill in, the way back instead. */
export const UnsubscribeAlreadyLeaving: Story = {
  args: { path: UNSUBSCRIBE },
  beforeEach({ msw }) {
    msw.use(...paidMember({ leaving: true }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByText(/退会のお手続きは完了しています。2026\/12\/01までご利用いただけます。/),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: '退会を取り消す' })).toHaveAttribute('href', CANCEL);
  },
};

/** A free member has nothing to leave. */
export const UnsubscribeNotPaid: Story = {
  args: { path: UNSUBSCRIBE, session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('有料会員プランをご利用ではありません。')).toBeVisible();
  },
};

// ---- /my-account/unsubscribe/cancel ----

/** Withdrawing names the next charge, its amount and cycle, before the button. */
export const CancelRequestConfirm: Story = {
  args: { path: CANCEL },
  beforeEach({ msw }) {
    msw.use(...paidMember({ leaving: true }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '退会の取り消し');
    await expect(
      await main.findByText('2026/12/01に¥550（税込）を決済し、以降も毎月同じ日に自動で決済されます。'),
    ).toBeVisible();
  },
};

/** Withdrawn: the membership goes on. */
export const CancelRequestDone: Story = {
  args: { path: CANCEL },
  beforeEach({ msw }) {
    msw.use(...paidMember({ leaving: true }));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '退会を取り消す' }));
    await expectTitle(main, '退会を取り消しました');
    await expect(main.getByText(/次回のお支払いは2026\/12\/01（¥550（税込））です。/)).toBeVisible();
  },
};

/** A refused withdrawal shows the server's reason next to the button. */
export const CancelRequestFailed: Story = {
  args: { path: CANCEL },
  beforeEach({ msw }) {
    msw.use(
      ...paidMember({ leaving: true }),
      handle('cancelSubscriptionRequest', () => fail(400, '退会の手続きは行われていません。')),
    );
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '退会を取り消す' }));
    await waitFor(() =>
      expect(main.getByRole('alert')).toHaveTextContent('退会の手続きは行われていません。'),
    );
  },
};

/** Nothing pending: nothing to withdraw. */
export const CancelRequestNothingPending: Story = {
  args: { path: CANCEL },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('取り消せる退会のお申し込みはありません。')).toBeVisible();
  },
};
