import { demoMailTokens, freeMemberSession, paidMemberSession, slow } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf, expectTitle } from '../../test/screen.ts';
import { backendFor } from '../../test/backend.ts';

/** The member's own pages: the summary (/my-account) and the four edit pages below it. */
const meta = {
  title: 'Site/Account',
  component: SiteAt,
  args: { path: '/my-account', session: paidMemberSession },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw, args }) {
    msw.use(...backendFor(args.session));
  },
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;
// ---- /my-account ----

/** The paid member: details, the monthly plan with its next charge, the saved card. */
export const MyAccountPaidMember: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員情報');
    const member = within(main.getByRole('region', { name: '登録情報' }));
    await expect(member.getByText('佐藤 光（サトウ ヒカル）')).toBeVisible();
    await expect(member.getByText('paid@example.jp')).toBeVisible();
    await expect(member.getByText('250 pt')).toBeVisible();
    const plan = within(main.getByRole('region', { name: '会員プラン' }));
    await expect(plan.getByText('月額プラン')).toBeVisible();
    await expect(plan.getByText('2026/12/01')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'プランを確認・変更する' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    await expect(main.getByRole('region', { name: 'お支払いカード' })).toHaveTextContent('4111************');
  },
};

/** The free member: no plan yet (the way to one) and no saved card. */
export const MyAccountFreeMember: Story = {
  args: { session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '会員情報');
    await expect(main.getByText('山田 花子（ヤマダ ハナコ）')).toBeVisible();
    const plan = within(main.getByRole('region', { name: '会員プラン' }));
    await expect(plan.getByText('無料会員です。')).toBeVisible();
    await expect(plan.getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    await expect(main.getByText('カードは登録されていません。')).toBeVisible();
  },
};

/** Each edit page is one link away. */
export const MyAccountLinks: Story = {
  args: { session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('link', { name: '登録情報を変更する' })).toHaveAttribute(
      'href',
      '/my-account/profile',
    );
    await expect(main.getByRole('link', { name: 'メールアドレスを変更する' })).toHaveAttribute(
      'href',
      '/my-account/email',
    );
    await userEvent.click(main.getByRole('link', { name: 'パスワードを変更する' }));
    await expectTitle(main, 'パスワードの変更');
  },
};

// ---- /my-account/profile ----

/** The form starts from the member's current details. */
export const ProfileEdit: Story = {
  args: { path: '/my-account/profile' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, '登録情報の変更');
    await expect(await main.findByDisplayValue('佐藤')).toBeVisible();
    await expect(main.getByDisplayValue('ひかる')).toBeVisible();
    await expect(main.getByRole('button', { name: '変更する' })).toBeEnabled();
  },
};

// ---- /my-account/email ----

export const EmailChange: Story = {
  args: { path: '/my-account/email' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'メールアドレスの変更');
    await expect(main.getByRole('textbox', { name: /^新しいメールアドレス/ })).toHaveValue('');
    await expect(main.getByRole('button', { name: '確認メールを送信する' })).toBeEnabled();
  },
};

/** The new address gets a confirmation link; nothing changes until it is opened. */
export const EmailChangeSent: Story = {
  args: { path: '/my-account/email' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(
      await main.findByRole('textbox', { name: /^新しいメールアドレス/ }),
      'hikaru@example.jp',
    );
    await userEvent.click(main.getByRole('button', { name: '確認メールを送信する' }));
    await expect(
      await main.findByText(
        'hikaru@example.jp 宛てに確認用のURLをお送りしました。メールのURLを開くと変更が完了します。',
      ),
    ).toBeVisible();
  },
};

// ---- /my-account/email/confirm?token= ----

export const EmailConfirmed: Story = {
  args: { path: `/my-account/email/confirm?token=${demoMailTokens.emailChange}` },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'メールアドレスの変更');
    await expect(await main.findByText('メールアドレスを変更しました。')).toBeVisible();
    await expect(main.getByRole('link', { name: '会員情報へ' })).toHaveAttribute('href', '/my-account');
  },
};

/** A used or expired link: the catalogue's words and a new mail. */
export const EmailConfirmExpired: Story = {
  args: { path: '/my-account/email/confirm?token=expired' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('alert')).toHaveTextContent('URLの有効期限が切れています。');
    await expect(main.getByRole('link', { name: '確認メールを再送信する' })).toHaveAttribute(
      'href',
      '/my-account/email',
    );
  },
};

export const EmailConfirmChecking: Story = {
  args: { path: `/my-account/email/confirm?token=${demoMailTokens.emailChange}` },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', ['confirmEmailChange']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    // The screen's own (inline) spinner while the link is checked, not the route's chunk spinner.
    await waitFor(() => expect(main.getByRole('status')).toHaveAttribute('data-size', 'inline'));
    await expect(main.getByRole('status')).toHaveTextContent('読み込み中');
  },
};

// ---- /my-account/password ----

export const PasswordChange: Story = {
  args: { path: '/my-account/password', session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expectTitle(main, 'パスワードの変更');
    await expect(main.getByLabelText(/^現在のパスワード/)).toBeVisible();
    await expect(main.getByLabelText(/^新しいパスワード（確認）/)).toBeVisible();
    await expect(main.getByRole('button', { name: '変更する' })).toBeEnabled();
  },
};

export const PasswordChangeRequired: Story = {
  args: { path: '/my-account/password', session: freeMemberSession },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.click(await main.findByRole('button', { name: '変更する' }));
    await expect(await main.findAllByText('入力してください。')).not.toHaveLength(0);
    await expectTitle(main, 'パスワードの変更');
  },
};
