import { signedOut } from '@fanclub/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteAt } from '../../test/SiteAt.tsx';

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
