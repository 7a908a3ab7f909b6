import { freeMemberSession, SERVER_ERROR_MESSAGE } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf, expectTitle, emptyState, errorState, loadingState } from '../../test/screen.ts';
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

/** The questions kept in the console, in their order; each folds open on its own. */
export const Faq: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'よくある質問');
    const first = await main.findByText('会員登録に費用はかかりますか？');
    const questions = canvasElement.querySelectorAll('main summary');
    await expect([...questions].map((q) => q.textContent)).toEqual([
      '会員登録に費用はかかりますか？',
      '登録用のメールが届きません。',
      'パスワードを忘れました。',
      '有料会員を退会するとどうなりますか？',
      '使えるお支払い方法は？',
      '注文した商品はいつ届きますか？',
    ]);
    const answer = main.getByText(/無料会員の登録は無料です。/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(first);
    await expect(answer).toBeVisible();
    await expect(main.getByText(/通常7営業日以内に発送します。/)).not.toBeVisible();
    await expect(main.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('href', '/contact');
  },
};

export const FaqLoading: Story = loadingState('listFaqs', { path: '/q&a', title: 'よくある質問' });

export const FaqEmpty: Story = emptyState('表示できる内容はまだありません。', {
  path: '/q&a',
  title: 'よくある質問',
});

export const FaqError: Story = errorState('listFaqs', SERVER_ERROR_MESSAGE, {
  path: '/q&a',
  title: 'よくある質問',
});

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
    FaqLoading,
    FaqEmpty,
    FaqError,
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
