import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaidContentLock } from './PaidContentLock.tsx';

const meta = {
  title: 'Content/PaidContentLock',
  component: PaidContentLock,
  args: { viewer: 'guest' },
} satisfies Meta<typeof PaidContentLock>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'この内容は有料会員限定です' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    await expect(canvas.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/sign-in');
  },
};

export const FreeMember: Story = {
  args: { viewer: 'free' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/有料会員にアップグレードすると/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'ログイン' })).toBeNull();
  },
};
