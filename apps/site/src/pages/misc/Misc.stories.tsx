import { freeMemberSession } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf, expectTitle, errorState, loadingState } from '../../test/screen.ts';
import { sitePage } from '../../test/backend.ts';
import { statesOf } from '../../test/states.tsx';

/** The public fixed pages: Q&A, the three legal texts, the two maintenance notices, not found. */
const meta = {
  title: 'Site/Misc',
  component: SiteAt,
  parameters: { layout: 'fullscreen' },
  ...sitePage({ path: '/q&a', session: null }),
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
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

export const LegalTextLoading: Story = loadingState('getLegalTexts', {
  path: '/terms-of-service',
  title: '利用規約',
});

export const LegalTextError: Story = errorState('getLegalTexts', 'ページ情報を取得できませんでした。', {
  path: '/privacy-policy',
  title: 'プライバシーポリシー',
});

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
    await expect(
      main.getByText(
        'お探しのページは見つかりませんでした。削除されたか、URLが間違っている可能性があります。',
      ),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/');
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    Faq,
    TermsOfService,
    PrivacyPolicy,
    CommercialTransactionsLaw,
    TermsOfServiceForFreeMember,
    LegalTextLoading,
    LegalTextError,
    Maintenance,
    ServiceMaintenance,
    NotFound,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
