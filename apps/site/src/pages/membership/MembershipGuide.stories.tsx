import { freeMemberSession, paidMemberSession, serverError, SERVER_ERROR_MESSAGE } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf, expectTitle, emptyState, loadingState } from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';
import { statesOf } from '../../test/states.tsx';

/** 入会案内 (/membership-guide): the plans with their fees and benefits, and the way to join. */
const meta = {
  title: 'Site/MembershipGuide',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/membership-guide', session: null }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest sees each plan's fee with tax, cycle, initial fee and benefits; joining starts at registration. */
export const ForGuest: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '入会案内');
    const monthly = within(await main.findByRole('article', { name: '月額プラン' }));
    await expect(monthly.getByText('¥550')).toBeVisible();
    await expect(monthly.getByText('（税込）')).toBeVisible();
    await expect(monthly.getByText('／毎月')).toBeVisible();
    await expect(monthly.getByText('入会金 無料')).toBeVisible();
    await expect(monthly.getByRole('link', { name: '月額プランで入会する' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
    const yearly = within(main.getByRole('article', { name: '年額プラン' }));
    await expect(yearly.getByText('¥5,500')).toBeVisible();
    await expect(yearly.getByText('／毎年')).toBeVisible();
    // The benefits (the plan's CMS text) under each plan.
    await expect(await main.findByRole('heading', { name: '年額プランの特典' })).toBeVisible();
    await expect(main.getAllByText('ライブ・イベントのチケット最速先行受付')).toHaveLength(2);
    // The steps to join, then registration and sign-in.
    const steps = within(main.getByRole('region', { name: 'ご入会の流れ' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(3);
    await expect(steps.getByRole('link', { name: '新規会員登録（無料）' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
    await expect(steps.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/sign-in?to=%2Fmembership-guide',
    );
  },
};

/** Joining from the guide leads a guest to registration. */
export const GuestJoins: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('link', { name: '年額プランで入会する' }));
    await expectTitle(await mainOf(canvas), '新規会員登録');
  },
};

/** A free member is signed in: each plan leads straight to its payment. */
export const ForFreeMember: Story = {
  args: { session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '入会案内');
    await expect(await main.findByRole('link', { name: '年額プランで入会する' })).toHaveAttribute(
      'href',
      '/membership-upgrade?plan=2',
    );
    await expect(main.queryByRole('link', { name: '新規会員登録（無料）' })).toBeNull();
  },
};

/** A free member's join link opens the chosen plan's payment step. */
export const FreeMemberJoins: Story = {
  args: { session: freeMemberSession },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('link', { name: '年額プランで入会する' }));
    const next = await mainOf(canvas);
    await expectTitle(next, 'お支払い方法');
    await expect(next.getByText('年額プラン')).toBeVisible();
  },
};

/** A paid member sees their plan marked and the way to the membership card, no join links. */
export const ForPaidMember: Story = {
  args: { session: paidMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByText('現在「月額プラン」をご利用中です。')).toBeVisible();
    await expect(main.getByRole('link', { name: '会員証を見る' })).toHaveAttribute(
      'href',
      '/my-account/card',
    );
    const monthly = within(await main.findByRole('article', { name: '月額プラン' }));
    await expect(monthly.getByText('ご利用中のプラン')).toBeVisible();
    await expect(main.queryByRole('link', { name: /で入会する$/ })).toBeNull();
  },
};

/** The guide on a phone: plans stacked, nothing wider than the screen. */
export const OnPhone: Story = {
  ...ForGuest,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Loading: Story = loadingState('listMembershipPlans', { title: '入会案内' });

export const NoPlans: Story = emptyState('現在お申し込みいただけるプランはありません。', {
  title: '入会案内',
});

/** The catalogue has no plan-fetch message: the server's own, with the retry. */
export const PlansError: Story = {
  beforeEach({ msw }) {
    msw.use(...serverError(['listMembershipPlans']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '入会案内');
    const alert = within(await main.findByRole('alert'));
    await expect(alert.getByText(SERVER_ERROR_MESSAGE)).toBeVisible();
    await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, { ForGuest, ForFreeMember, ForPaidMember, Loading, NoPlans, PlansError }),
  tags: ['!test', 'no-visual'],
};
