import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink, Link } from './Link.tsx';

const meta = {
  title: 'Core/Link',
  component: Link,
  args: { href: '/terms-of-service', children: '利用規約' },
} satisfies Meta<typeof Link>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TextLink: Story = {
  render: (args) => (
    <p>
      お申し込みの前に <Link {...args} /> をご確認ください。
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms-of-service');
  },
};

export const AsButton: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <ButtonLink href="/membership-registration">新規会員登録</ButtonLink>
      <ButtonLink href="/sign-in" variant="ghost">
        ログイン
      </ButtonLink>
      <ButtonLink href="/products" variant="secondary">
        ショップを見る
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '新規会員登録' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
    await expect(canvas.getByRole('link', { name: 'ログイン' })).toBeVisible();
  },
};

export const External: Story = {
  args: {
    href: 'https://example.com/',
    target: '_blank',
    rel: 'noreferrer',
    children: '外部サイト（新しいタブで開きます）',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};
