import { demoMailTokens, signedOut, slow } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';
import { mainOf } from '../../test/screen.ts';
import { statesOf } from '../../test/states.tsx';

const meta = {
  title: 'Site/Auth',
  component: SiteAt,
  args: { path: '/sign-in', session: null },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
} satisfies Meta<typeof SiteAt>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const SignInValidation: Story = {
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await userEvent.click(await main.findByRole('button', { name: 'ログイン' }));
    await expect(await main.findAllByText('入力してください。')).not.toHaveLength(0);
  },
};

/** A refused sign-in is told inside the form, and stays: the fields are marked and described by it. */
export const SignInRefused: Story = {
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await userEvent.type(await main.findByLabelText(/^メールアドレス/), 'paid@example.jp');
    await userEvent.type(main.getByLabelText(/^パスワード/, { selector: 'input' }), 'Wrong-pass1');
    await userEvent.click(main.getByRole('button', { name: 'ログイン' }));
    const alert = main.getByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
    const email = main.getByLabelText(/^メールアドレス/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(alert.textContent!);
  },
};

/** An unknown path shows the not-found page to a guest too (not the sign-in). */
export const UnknownPathForGuest: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/');
  },
};

export const GuardSendsGuestToSignIn: Story = {
  args: { path: '/my-account' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await expect(canvas.getByText('ご利用にはログインが必要です。')).toBeVisible();
  },
};

export const ExpiredSignUpLink: Story = {
  args: { path: '/membership-registration/information?token=expired' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '登録用メールを再送信する' })).toBeVisible();
  },
};

export const ForgotPassword: Story = { args: { path: '/forgot-password' } };
export const Registration: Story = { args: { path: '/membership-registration' } };

/** A reset link sends the mail; the address it went to is confirmed. */
export const ForgotPasswordSent: Story = {
  args: { path: '/forgot-password' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await userEvent.type(await main.findByRole('textbox', { name: /^メールアドレス/ }), 'paid@example.jp');
    await userEvent.click(main.getByRole('button', { name: '送信する' }));
    await expect(await main.findByRole('heading', { level: 1, name: 'メールを送信しました' })).toBeVisible();
    await expect(
      main.getByText(/paid@example\.jp\s*宛てにパスワード再設定用のURLをお送りしました。/),
    ).toBeVisible();
  },
};

// ---- /reset-password?token= ----

export const ResetPassword: Story = {
  args: { path: `/reset-password?token=${demoMailTokens.passwordReset}` },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(
      await main.findByRole('heading', { level: 1, name: '新しいパスワードの設定' }),
    ).toBeVisible();
    await expect(main.getByLabelText(/^新しいパスワード（確認）/)).toBeVisible();
    await expect(main.getByRole('button', { name: '設定する' })).toBeEnabled();
  },
};

/** Opened without the mailed token: where to start instead. */
export const ResetPasswordWithoutToken: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveTextContent('メールに記載のURLからお進みください。');
    await expect(main.getByRole('link', { name: '再設定用のメールを送る' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

// ---- /membership-registration/success and /information ----

export const RegistrationSuccess: Story = {
  args: { path: '/membership-registration/success' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: 'メールを送信しました' })).toBeVisible();
    await expect(main.getByText(/会員登録用のURLをお送りしました。/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'メールを再送信する' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
  },
};

/** The mailed sign-up link: the address it was sent to, and the member form. */
export const RegistrationInformation: Story = {
  args: { path: `/membership-registration/information?token=${demoMailTokens.signUp}` },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: '会員情報の入力' })).toBeVisible();
    await expect(await main.findByDisplayValue('new@example.jp')).toBeVisible();
    await expect(main.getByLabelText(/^パスワード（確認）/)).toBeVisible();
  },
};

export const RegistrationInformationWithoutToken: Story = {
  args: { path: '/membership-registration/information' },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    await expect(await main.findByRole('heading', { level: 1, name: '会員登録のご案内' })).toBeVisible();
    await expect(main.getByRole('link', { name: '登録用メールを送る' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
  },
};

export const RegistrationInformationChecking: Story = {
  args: { path: `/membership-registration/information?token=${demoMailTokens.signUp}` },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', ['getEmailByToken']));
  },
  play: async ({ canvas }) => {
    const main = await mainOf(canvas);
    // The screen's own (inline) spinner while the link is checked, not the route's chunk spinner.
    await waitFor(() => expect(main.getByRole('status')).toHaveAttribute('data-size', 'inline'));
    await expect(main.getByRole('status')).toHaveTextContent('読み込み中');
  },
};

/** このファイルの状態を縮小して横に並べ、見比べます。 */
export const States: Story = {
  ...statesOf(meta.title, {
    SignIn,
    SignInValidation,
    GuardSendsGuestToSignIn,
    ExpiredSignUpLink,
    ForgotPassword,
    Registration,
    ForgotPasswordSent,
    ResetPassword,
    ResetPasswordWithoutToken,
    RegistrationSuccess,
    RegistrationInformation,
    RegistrationInformationWithoutToken,
    RegistrationInformationChecking,
  }),
  // A view made of the stories above, each tested on its own (its frames need the built workshop).
  tags: ['!test', 'no-visual'],
};
