import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MenuList } from './MenuList.tsx';
import { playground } from '../story/playground.ts';

const meta = {
  title: 'Layout/MenuList メニュー一覧',
  id: 'layout-menulist',
  tags: ['autodocs', 'stable'],
  component: MenuList,
  args: {
    label: '会員情報の設定',
    items: [
      { id: 'profile', label: '登録情報', detail: '佐藤 光', href: '/my-account/profile' },
      { id: 'email', label: 'メールアドレス', detail: 'paid@example.jp', href: '/my-account/email' },
      { id: 'password', label: 'パスワード', href: '/my-account/password' },
      { id: 'card', label: 'お支払いカード', detail: 'VISA 4111************' },
    ],
  },
} satisfies Meta<typeof MenuList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each row is one link named by its label, with the current value read as its description. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '会員情報の設定' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const email = canvas.getByRole('link', { name: 'メールアドレス' });
    await expect(email).toHaveAttribute('href', '/my-account/email');
    await expect(email).toHaveAccessibleDescription('paid@example.jp');
    // A row without a page to go to shows its value only: no link, no chevron.
    await expect(canvas.queryByRole('link', { name: /お支払いカード/ })).toBeNull();
    await expect(canvas.getByText('VISA 4111************')).toBeVisible();
    // The whole row is the link, reached from the keyboard in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '登録情報' })).toHaveFocus();
    await userEvent.tab();
    await expect(email).toHaveFocus();
  },
};

/** A row with an action word: the link is named by the label and the action. */
export const WithAction: Story = {
  args: {
    items: [
      {
        id: 'card',
        label: 'お支払いカード',
        detail: 'VISA 4111************',
        href: '/my-account/card-change',
        action: '変更',
      },
      { id: 'password', label: 'パスワード', href: '/my-account/password' },
    ],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link', { name: /^お支払いカード\s?変更$/ });
    await expect(card).toHaveAccessibleDescription('VISA 4111************');
    await expect(within(card).getByText('変更')).toBeVisible();
  },
};

export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Default, WithAction, Phone }),
  tags: ['no-visual'],
};
