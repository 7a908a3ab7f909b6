import { fixtures } from '@fanclub/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from './Header.tsx';

const spec = fixtures.webSpecification;
const menuItems = fixtures.companyPages.slice(0, 6).map(({ name, key }) => ({ name, key }));
// Menus and the drawer render in portals outside the story root.
const page = () => within(document.body);

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: { src: spec.logos.logoHeader ?? '', alt: spec.siteTitle },
    menuItems,
    session: { status: 'signedOut' },
    socialLinks: { tiktok: spec.tiktokLink, instagram: spec.instagramLink, x: spec.xLink },
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /ホーム/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.getByRole('link', { name: '新規会員登録' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getByRole('link', { name: 'ニュース' })).toHaveAttribute('href', '/news');
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', spec.instagramLink);
    await expect(canvas.queryByRole('button', { name: /マイページ/ })).toBeNull();
  },
};

export const SignedInPaid: Story = {
  args: { session: { status: 'signedIn', isActive: true }, cartCount: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'カート（3点）' })).toHaveAttribute('href', '/cart');
    await userEvent.click(canvas.getByRole('button', { name: /マイページ/ }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '会員情報' })).toHaveAttribute(
      'href',
      '/my-account',
    );
    // The menu fades in; wait for it rather than catch it mid-animation.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'パスワード再設定' })).toBeVisible(),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ログアウト' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // The menu closes after its 300 ms exit animation.
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  },
};

export const SignedInWithoutSubscription: Story = {
  args: { session: { status: 'signedIn', isActive: false }, cartCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'カート（0点）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /マイページ/ }));
    const item = await page().findByRole('menuitem', { name: '会員情報' });
    await expect(item).toHaveAttribute('href', '/membership-upgrade');
    await userEvent.keyboard('{Escape}');
  },
};

export const Voting: Story = {
  args: { variant: 'voting', session: { status: 'signedIn', isActive: true }, cartCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '投票履歴' })).toHaveAttribute('href', '/voting/history');
    await userEvent.click(canvas.getByRole('button', { name: /ヘルプ/ }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'よくある質問' })).toHaveAttribute(
      'href',
      '/q&a',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'お問い合わせ' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Phone: Story = {
  args: { session: { status: 'signedIn', isActive: true }, cartCount: 12 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'メニューを開く' }));
    const dialog = await page().findByRole('dialog', { name: 'メインメニュー' });
    await expect(within(dialog).getByRole('link', { name: '注文履歴' })).toHaveAttribute(
      'href',
      '/order/history',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'メニューを閉じる' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};
