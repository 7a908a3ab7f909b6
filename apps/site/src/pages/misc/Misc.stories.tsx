import type { Session } from '@fanclub/domain';
import { freeMember, freeMemberSession, paidMember, serverError, signedOut, slow } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';

/** The fake backend as the story's session sees it: a guest, the free member or the paid member. */
const backendFor = (session: Session | null) =>
  session === null ? signedOut() : session.user.isPaidMember ? paidMember() : freeMember();

/** The public fixed pages: Q&A, the three legal texts, the two maintenance notices, not found. */
const meta = {
  title: 'Site/Misc',
  component: SiteAt,
  args: { path: '/q&a', session: null },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw, args }) {
    msw.use(...backendFor(args.session));
  },
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const mainOf = async (canvas: Canvas) => within(await canvas.findByRole('main'));

const expectTitle = async (main: Canvas, name: string) =>
  expect(await main.findByRole('heading', { level: 1, name })).toBeVisible();

// ---- /q&a ----

/** The questions fold open one at a time. */
export const Faq: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'よくある質問');
    const answer = main.getByText(/無料会員の登録は無料です。/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(main.getByText('会員登録に費用はかかりますか？'));
    await expect(answer).toBeVisible();
    await expect(main.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('href', '/contact');
  },
};

// ---- legal texts ----

export const TermsOfService: Story = {
  args: { path: '/terms-of-service' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '利用規約');
    await expect(await main.findByRole('heading', { level: 2, name: '第1条（適用）' })).toBeVisible();
  },
};

export const PrivacyPolicy: Story = {
  args: { path: '/privacy-policy' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'プライバシーポリシー');
    await expect(await main.findByText(/取得する個人情報を、個人情報の保護に関する法律/)).toBeVisible();
  },
};

export const CommercialTransactionsLaw: Story = {
  args: { path: '/commercial-transactions-law' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '特定商取引法に基づく表記');
    await expect(await main.findByRole('heading', { level: 2, name: '販売事業者' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '運営統括責任者' })).toBeVisible();
  },
};

/** The same text for a signed-in member (the legal pages are public, the menu is the member's). */
export const TermsOfServiceForFreeMember: Story = {
  args: { path: '/terms-of-service', session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '利用規約');
    await expect(await canvas.findByRole('button', { name: 'マイページ' })).toBeVisible();
  },
};

export const LegalTextLoading: Story = {
  args: { path: '/terms-of-service' },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', ['getLegalTexts']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '利用規約');
    await expect(await main.findByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const LegalTextError: Story = {
  args: { path: '/privacy-policy' },
  beforeEach({ msw }) {
    msw.use(...serverError(['getLegalTexts']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'プライバシーポリシー');
    const alert = within(await main.findByRole('alert'));
    await expect(alert.getByText('ページ情報を取得できませんでした。')).toBeVisible();
    await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

// ---- maintenance ----

export const Maintenance: Story = {
  args: { path: '/maintenance' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'メンテナンス中');
    await expect(main.getByText(/ただいまサイトのメンテナンスを行っております。/)).toBeVisible();
  },
};

export const ServiceMaintenance: Story = {
  args: { path: '/service-maintenance' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'サービスメンテナンス中');
    await expect(main.getByText(/ただいま一部のサービスをメンテナンスしております。/)).toBeVisible();
  },
};

// ---- not found ----

/** An unknown address for a member (a guest is sent to sign in first, as for any member route). */
export const NotFound: Story = {
  args: { path: '/no-such-page', session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'ページが見つかりません');
    await expect(main.getByText('お探しのページが見つかりませんでした。URLをご確認ください。')).toBeVisible();
    await expect(main.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/');
  },
};
