import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaidContentLock } from './PaidContentLock.tsx';
import { contentText } from '../messages/content.ts';
import { login } from '../messages/nav.ts';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Content/PaidContentLock 会員限定コンテンツのロック',
  id: 'content-paidcontentlock',
  tags: ['autodocs'],
  parameters: { docs: { messages: { content: contentText, nav: { login } } } },
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

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Guest, FreeMember }),
  tags: ['no-visual'],
};
