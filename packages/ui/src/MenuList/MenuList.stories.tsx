import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MenuList } from './MenuList.tsx';
import { playground } from '../story/playground.ts';

/**
 * 設定やページへの入口を、1 行ずつ画面の幅いっぱいの行で並べる一覧（右端に矢印）。
 *
 * **使う場面**: マイページの「登録情報」「メールアドレス」「パスワード」などの設定メニュー。
 *
 * **使わない場面**: 主な操作（`ButtonLink`）、本文中のリンク（`Link`）、記事の一覧（`TopicList`）。
 *
 * - する: 項目名は移動先のページの見出しとそろえる。今の値は `detail` で添える。
 * - しない: 退会のような取り消しにくい操作をここに混ぜる（ページの最後に控えめに置く）。
 *
 * **キーボード・スクリーンリーダー**: 名前付きの一覧（`list`）。各行は行全体が 1 つのリンクで、Tab で止まり
 * Enter で移動します。リンクの名前は項目名、今の値は説明（`aria-describedby`）として読み上げます。
 */
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
