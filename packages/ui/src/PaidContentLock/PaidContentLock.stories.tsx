import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaidContentLock } from './PaidContentLock.tsx';
import { contentText } from '../messages/content.ts';
import { paidLockText } from '../messages/paid-lock.ts';
import { login, register } from '../messages/nav.ts';
import { playground } from '../story/playground.ts';

/**
 * 会員限定の中身の代わりに出す案内。中身はサーバーが渡さず、ゲストと無料会員にはこれを見せます。ゲストには、なぜログインが要るのかを説明し、ログインと新規会員登録の両方を出します。無料会員には有料会員への申し込みを出します。どちらにも入会案内（会費と特典）へのリンクがあります。
 *
 * **使う場面**: 記事、動画、プロフィールなどで、見られない会員限定の本文の場所。
 *
 * **使わない場面**: ログインが必要なページ全体（ガードがログイン画面へ送ります）。
 *
 * - する: ゲストにはログインと新規会員登録の両方を出す（`viewer="guest"`）。
 *
 * **キーボード・スクリーンリーダー**: 名前の付いたグループ（1 画面に複数あってもよい）。ボタンの見た目のリンクと入会案内のリンクに Tab で止まります。
 */
const meta = {
  title: 'Content/PaidContentLock 会員限定コンテンツのロック',
  id: 'content-paidcontentlock',
  tags: ['autodocs', 'stable'],
  parameters: {
    docs: { messages: { paidLock: paidLockText, content: contentText, nav: { login, register } } },
  },
  component: PaidContentLock,
  args: { viewer: 'guest' },
} satisfies Meta<typeof PaidContentLock>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest learns why sign-in is needed and gets both sign-in and registration, and the guide. */
export const Guest: Story = {
  play: async ({ canvas }) => {
    const lock = within(canvas.getByRole('group', { name: 'この内容は有料会員限定です' }));
    await expect(lock.getByText(/ログインした有料会員の方だけがご覧いただけます/)).toBeVisible();
    await expect(lock.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/sign-in');
    await expect(lock.getByRole('link', { name: '新規会員登録' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
    await expect(lock.getByRole('link', { name: '会費と特典を見る（入会案内）' })).toHaveAttribute(
      'href',
      '/membership-guide',
    );
    await expect(lock.queryByRole('link', { name: '有料会員になる' })).toBeNull();
  },
};

/** A free member is already signed in: the upgrade and the guide, no sign-in. */
export const FreeMember: Story = {
  args: { viewer: 'free' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/有料会員にアップグレードすると/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    await expect(canvas.getByRole('link', { name: '会費と特典を見る（入会案内）' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'ログイン' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '新規会員登録' })).toBeNull();
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, { Guest, FreeMember }),
  tags: ['no-visual'],
};
