import { fixtures } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Drawer } from './Drawer.tsx';
import type { MenuItemData } from './menu.ts';
import { VotingNavItems } from '../Header/VotingNavItems.tsx';
import {
  closeMenu,
  contact,
  faq,
  help,
  mainMenu,
  membershipGuide,
  orderHistory,
  votingHistory,
} from '../messages/nav.ts';
import { SocialLinks, type SocialLinksData } from '../SocialLinks/SocialLinks.tsx';
import { playground } from '../story/playground.ts';

const menu = fixtures.companyPages.map(({ name, key }) => ({ key, label: name, href: `/${key}` }));

/** The drawer with a button that opens it, as the header's menu button does. */
function DrawerWithTrigger({
  initiallyOpen = false,
  menu,
  onVoting = false,
  socialLinks,
  guideHref,
}: {
  initiallyOpen?: boolean;
  /** 入会案内のリンク先（有料会員でない人に出す）。 */
  guideHref?: string;
  menu: MenuItemData[];
  /** /voting の追加（投票履歴・ヘルプ）を出すか。 */
  onVoting?: boolean;
  socialLinks?: SocialLinksData;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        メニューを開く
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        menu={menu}
        extras={onVoting && <VotingNavItems placement="drawer" onNavigate={() => setOpen(false)} />}
        social={socialLinks && <SocialLinks links={socialLinks} placement="drawer" />}
        guideHref={guideHref}
      />
    </>
  );
}

/**
 * メニューのドロワー（仕様 2 章）: 有料会員でない人には先頭に入会案内、会社のページを 2 列で並べ、2 列目の最後は注文履歴。その下に投票ページの追加（投票履歴・ヘルプ）と SNS のリンク。ネイティブのモーダル `<dialog>` です。
 *
 * **使う場面**: ヘッダーのメニューボタンから開く、サイト全体のメニュー。
 *
 * **使わない場面**: 確認や入力のためのダイアログ。
 *
 * **キーボード・スクリーンリーダー**: 開くとフォーカスがドロワーに入り、外へは出ません。Escape か「メニューを閉じる」で閉じ、フォーカスはメニューボタンに戻ります。「メインメニュー」という名前のダイアログとして読み上げられます。
 */
const meta = {
  title: 'Layout/Drawer メニュードロワー',
  id: 'layout-drawer',
  tags: ['autodocs', 'stable'],
  parameters: {
    docs: {
      messages: {
        nav: { closeMenu, mainMenu, membershipGuide, orderHistory, votingHistory, help, faq, contact },
      },
    },
  },
  subcomponents: { Drawer },
  component: DrawerWithTrigger,
  args: { menu },
} satisfies Meta<typeof DrawerWithTrigger>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'メインメニュー' });
    const [first, second] = within(dialog).getAllByRole('list');
    const firstLinks = within(first!).getAllByRole('link');
    const secondLinks = within(second!).getAllByRole('link');
    // Two equal columns of company pages (the first takes the odd one); the second ends with order history.
    await expect(firstLinks).toHaveLength(Math.ceil(menu.length / 2));
    await expect(secondLinks).toHaveLength(Math.floor(menu.length / 2) + 1);
    await expect(firstLinks[0]).toHaveAttribute('href', menu[0]!.href);
    await expect(secondLinks.at(-1)).toHaveAccessibleName('注文履歴');
    await expect(secondLinks.at(-1)).toHaveAttribute('href', '/order/history');
  },
};

/**
 * まだ有料会員でない人: 先頭に入会案内。
 * Not a paid member yet: the membership guide comes first.
 */
export const WithMembershipGuide: Story = {
  args: { initiallyOpen: true, guideHref: '/membership-guide' },
  play: async ({ canvas }) => {
    const dialog = within(canvas.getByRole('dialog', { name: 'メインメニュー' }));
    const guide = dialog.getByRole('link', { name: '入会案内' });
    await expect(guide).toHaveAttribute('href', '/membership-guide');
    // First after the close button, before the company pages.
    await expect(dialog.getAllByRole('link')[0]).toBe(guide);
  },
};

/**
 * 768 px 未満の /voting: ヘッダーにメニューの行も SNS もないため、ドロワーが投票履歴・ヘルプ（よくある質問・お問い合わせ）と SNS を持ちます。
 * A phone on /voting: the drawer carries the voting history, help and the header's social links.
 */
export const OnVotingWithSocialLinks: Story = {
  args: {
    initiallyOpen: true,
    onVoting: true,
    socialLinks: {
      tiktokLink: 'https://www.tiktok.com/@example',
      instagramLink: 'https://www.instagram.com/example',
      xLink: 'https://x.com/example',
      youtubeLink: 'https://www.youtube.com/@example',
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = within(canvas.getByRole('dialog', { name: 'メインメニュー' }));
    await expect(dialog.getByRole('link', { name: '投票履歴' })).toHaveAttribute('href', '/voting/history');
    const helpList = dialog.getByRole('list', { name: 'ヘルプ' });
    await expect(within(helpList).getByRole('link', { name: 'よくある質問' })).toHaveAttribute(
      'href',
      '/q&a',
    );
    await expect(within(helpList).getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // The header's three networks (the footer alone adds YouTube), visible at this width.
    const social = dialog.getByRole('list', { name: 'SNS' });
    await expect(social).toBeVisible();
    const links = within(social).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('TikTok'),
      expect.stringContaining('Instagram'),
      expect.stringContaining('X'),
    ]);
    await expect(links[0]).toHaveAttribute('target', '_blank');
  },
};

/** A modal dialog: focus moves in, Escape closes it and focus returns to the button that opened it. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'メニューを開く' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = canvas.getByRole('dialog', { name: 'メインメニュー' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Following a link closes the drawer. */
export const ClosesOnLink: Story = {
  tags: ['no-visual'],
  args: { initiallyOpen: true },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'メインメニュー' });
    const link = within(dialog).getByRole('link', { name: '注文履歴' });
    // Keep the test page where it is; the drawer closes on the click itself.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
export const Playground: Story = {
  ...playground(meta, {
    Open,
    WithMembershipGuide,
    OnVotingWithSocialLinks,
    KeyboardOpenAndEscape,
    ClosesOnLink,
  }),
  tags: ['no-visual'],
};
