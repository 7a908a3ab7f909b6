import { fixtures } from '@fanclub/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Drawer } from '../Drawer/Drawer.tsx';
import { GuestActions } from './GuestActions.tsx';
import { Header } from './Header.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { Island } from '../Island/Island.tsx';
import { MemberActions } from './MemberActions.tsx';
import { VotingNavItems } from './VotingNavItems.tsx';
import * as navMessages from '../messages/nav.ts';
import * as shellMessages from '../messages/shell.ts';
import { SocialLinks } from '../SocialLinks/SocialLinks.tsx';
import { playground } from '../story/playground.ts';

const spec = fixtures.webSpecification;
const menu = fixtures.companyPages
  .slice(0, 6)
  .map(({ name, key }) => ({ key, label: name, href: `/${key}` }));
const onLogout = fn();
const guest = <GuestActions signInHref="/sign-in?to=%2Fnews" registerHref="/membership-registration" />;

/** The header as an app uses it: its menu button opens the drawer. */
function HeaderWithDrawer(props: Omit<ComponentProps<typeof Header>, 'drawerOpen' | 'onOpenDrawer'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Header {...props} drawerOpen={open} onOpenDrawer={() => setOpen(true)} />
      <Drawer open={open} onClose={() => setOpen(false)} menu={props.menu} />
    </>
  );
}

/**
 * サイトのヘッダー（仕様 2 章）: ロゴ、会社のページ、SNS、ログイン・会員のボタン、メニューを開くボタン。データは持たず、アプリがメニュー・ロゴ・リンク・アカウント部分を渡します。
 *
 * **使う場面**: すべての画面の上（アプリのシェルに 1 つ）。
 *
 * **使わない場面**: 画面の中の見出しやタブ（`CategoryTabs`）。
 *
 * - する: ゲストには `GuestActions`、会員には `MemberActions` を `account` に渡す。
 * - しない: ヘッダーにページ固有のボタンを足す。
 *
 * **キーボード・スクリーンリーダー**: `<header>` の中に「メインメニュー」のナビゲーション。今のページのリンクは `aria-current="page"`。768 px 以上ではヘッダーは 1 行で、会社のページは幅に入るだけ（768 px で 1 つ、1024 px から 3 つ。投票ページでは 2 つ少なく。文字を大きくすると少なくなり、200% ではヘッダーは 2 行まで）並び、残りは「もっと見る」（`aria-expanded` のボタンとリンクの一覧。Escape とフォーカスが離れたときに閉じます）。Tab の順は見た目どおりです（ロゴ、会社のページ、もっと見る、SNS、ログイン・会員のボタン、メニューボタン）。メニューボタンは `aria-expanded` で開閉を伝え、`Drawer` を開きます。768 px 未満ではメニューはドロワーに入ります。
 */
const meta = {
  title: 'Layout/Header ヘッダー',
  id: 'layout-header',
  tags: ['autodocs', 'stable'],
  subcomponents: { Header },
  component: HeaderWithDrawer,
  parameters: {
    docs: {
      messages: { nav: navMessages, shell: shellMessages },
    },
    layout: 'fullscreen',
  },
  // The menu and the social links show from 768 px up (the Phone story has the narrow header).
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    title: spec.siteTitle,
    logoSrc: spec.logos.logoHeader,
    menu,
    currentPath: '/',
    social: <SocialLinks links={spec} placement="header" />,
    account: guest,
  },
} satisfies Meta<typeof HeaderWithDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: spec.siteTitle })).toHaveAttribute('href', '/');
    // From 1024 px the row holds three sections; the others wait under 「もっと見る」.
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: menu[0]!.label })).toHaveAttribute(
      'href',
      menu[0]!.href,
    );
    await expect(within(nav).queryByRole('link', { name: menu[5]!.label })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'もっと見る' }));
    // The dropdown's code comes in when first used.
    await expect(await within(nav).findByRole('link', { name: menu[5]!.label })).toHaveAttribute(
      'href',
      menu[5]!.href,
    );
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(menu.map((item) => item.label));
    const social = canvas.getByRole('list', { name: 'SNS' });
    await expect(
      within(social).getByRole('link', { name: 'Instagram（新しいタブで開きます）' }),
    ).toHaveAttribute('href', spec.instagramLink);
    // The header links three accounts; YouTube is the footer's.
    await expect(within(social).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/sign-in?to=%2Fnews',
    );
    await expect(canvas.getByRole('link', { name: '新規会員登録' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'マイページ' })).toBeNull();
  },
};

/**
 * Tab follows what is seen on the one row: the logo, the section links, 「もっと見る」, the social
 * links, ログイン, 新規会員登録 and the menu button.
 */
export const TabOrder: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    const order = [
      canvas.getByRole('link', { name: spec.siteTitle }),
      ...within(nav).getAllByRole('link'),
      within(nav).getByRole('button', { name: 'もっと見る' }),
      ...within(canvas.getByRole('list', { name: 'SNS' })).getAllByRole('link'),
      canvas.getByRole('link', { name: 'ログイン' }),
      canvas.getByRole('link', { name: '新規会員登録' }),
      canvas.getByRole('button', { name: 'メニューを開く' }),
    ];
    (document.activeElement as HTMLElement | null)?.blur();
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
  },
};

/**
 * At 768 px the row holds one section; 「もっと見る」 lists the others (each once: none of them is
 * also on the row), opens with Enter, and closes with Escape, focus back on its button.
 */
export const MoreAtTabletWidth: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
    const more = () => within(nav).getByRole('button', { name: 'もっと見る' });
    await expect(more()).toHaveAttribute('aria-expanded', 'false');
    more().focus();
    await userEvent.keyboard('{Enter}');
    // The plain button gives way to the dropdown (its code loads when first used); focus stays on it.
    await waitFor(() => expect(more()).toHaveAttribute('aria-expanded', 'true'));
    await expect(more()).toHaveFocus();
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(menu.map((item) => item.label));
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: menu[1]!.label })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more()).toHaveFocus());
    await waitFor(() => expect(more()).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The menu link of the page shown (or of a page above it) is marked as the current page. */
export const CurrentPage: Story = {
  args: { currentPath: `${menu[1]!.href}/12` },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getByRole('link', { name: menu[1]!.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: menu[0]!.label })).not.toHaveAttribute('aria-current');
  },
};

/** Without a logo image the site title is the logo. */
export const WithoutLogo: Story = {
  args: { logoSrc: null, social: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: spec.siteTitle })).toHaveTextContent(spec.siteTitle);
    await expect(canvas.queryByRole('list', { name: 'SNS' })).toBeNull();
  },
};

export const Member: Story = {
  args: {
    account: <MemberActions memberInfoHref="/my-account" cartCount={3} onLogout={onLogout} />,
  },
  play: async ({ canvas }) => {
    onLogout.mockClear();
    // What scrolls into view stops below the sticky header, not behind it (WCAG 2.4.11).
    const header = canvas.getByRole('banner');
    await waitFor(() =>
      expect(document.documentElement.style.scrollPaddingTop).toBe(`${header.offsetHeight}px`),
    );
    // 「カート（3点）」: the visible badge is part of the name (testing-library spaces the parts).
    await expect(canvas.getByRole('link', { name: /^カート（\s*3\s*点）$/ })).toHaveAttribute(
      'href',
      '/cart',
    );
    const myPage = canvas.getByRole('button', { name: 'マイページ' });
    await userEvent.click(myPage);
    await expect(myPage).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '会員情報' })).toHaveAttribute('href', '/my-account');
    await expect(canvas.getByRole('link', { name: 'パスワード再設定' })).toHaveAttribute(
      'href',
      '/my-account/password',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ログアウト' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    // The list fades out for 300 ms, then is gone.
    await waitFor(() => expect(canvas.queryByRole('link', { name: '会員情報' })).toBeNull());
    await expect(myPage).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * An empty cart shows no badge; Escape closes the open dropdown (focus back on its button), and so
 * does Tab out of its last link.
 */
export const MemberWithoutSubscription: Story = {
  args: {
    account: <MemberActions memberInfoHref="/membership-upgrade" cartCount={0} onLogout={onLogout} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'カート' })).toBeVisible();
    const myPage = canvas.getByRole('button', { name: 'マイページ' });
    await userEvent.click(myPage);
    await expect(canvas.getByRole('link', { name: '会員情報' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '会員情報' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(myPage).toHaveFocus());
    await waitFor(() => expect(canvas.queryByRole('link', { name: '会員情報' })).toBeNull());
    // Opened by the keyboard, left by Tab: the list closes once focus is on the cart.
    await userEvent.keyboard('{Enter}');
    await expect(myPage).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['会員情報', 'パスワード再設定']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'ログアウト' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'カート' })).toHaveFocus();
    await expect(myPage).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('link', { name: '会員情報' })).toBeNull());
  },
};

/** /voting adds the voting history and a help dropdown after the menu. */
export const Voting: Story = {
  args: {
    currentPath: '/voting/history',
    navExtras: <VotingNavItems currentPath="/voting/history" />,
    account: <MemberActions memberInfoHref="/my-account" cartCount={1} onLogout={onLogout} />,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getByRole('link', { name: '投票履歴' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'ヘルプ' }));
    await expect(within(nav).getByRole('link', { name: 'よくある質問' })).toHaveAttribute('href', '/q&a');
    await expect(within(nav).getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('href', '/contact');
  },
};

/**
 * The menu button draws the three bars of a menu icon (not one dash): three strokes across a box
 * as tall as it is wide.
 */
const expectThreeBars = async (menuButton: HTMLElement) => {
  const icon = menuButton.querySelector('svg');
  await expect(icon).not.toBeNull();
  const bars = [...icon!.querySelectorAll('path, line, rect')].flatMap(
    (shape): string[] => shape.getAttribute('d')?.match(/M[^M]+/g) ?? [shape.tagName],
  );
  await expect(bars).toHaveLength(3);
  const box = icon!.getBoundingClientRect();
  await expect(box.height).toBeGreaterThanOrEqual(16);
  await expect(box.height).toBe(box.width);
};

/** On a phone the header keeps the logo, the account buttons and the menu button, which opens the drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'SNS' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'メニューを開く' });
    await expectThreeBars(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const dialog = canvas.getByRole('dialog', { name: 'メインメニュー' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('link', { name: '注文履歴' })).toHaveAttribute(
      'href',
      '/order/history',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'メニューを閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** Nothing of the header runs past the right edge of the screen (no sideways scrolling on a phone). */
const expectWithinScreen = async (header: HTMLElement) => {
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  for (const control of header.querySelectorAll('a, button')) {
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
};

/** A member on a 360 px phone: the logo scales down so My Page, the cart and the menu button fit. */
export const MemberOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    account: <MemberActions memberInfoHref="/my-account" cartCount={12} onLogout={onLogout} />,
  },
  play: async ({ canvas }) => {
    await expectWithinScreen(canvas.getByRole('banner'));
    await expect(canvas.getByRole('link', { name: /^カート（\s*12\s*点）$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'メニューを開く' })).toBeVisible();
  },
};

/** Without a logo image a long site title is cut with an ellipsis; the link keeps the whole title. */
export const LongTitleOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    logoSrc: null,
    title: 'ミライ・ルミエール オフィシャルファンクラブ Lumière Stage',
    account: <MemberActions memberInfoHref="/my-account" cartCount={3} onLogout={onLogout} />,
  },
  play: async ({ canvas }) => {
    await expectWithinScreen(canvas.getByRole('banner'));
    await expect(
      canvas.getByRole('link', { name: 'ミライ・ルミエール オフィシャルファンクラブ Lumière Stage' }),
    ).toHaveAttribute('href', '/');
  },
};

/**
 * Text at 200% (the browser's text size, here the root's font size) on a 1280 px screen: the row
 * keeps only 「もっと見る」 with every section, and the account part moves to a second row. The
 * header takes at most two rows (it took three, a third of the screen), and no section link is
 * lost: 「もっと見る」 lists them all.
 */
export const LargeText: Story = {
  decorators: [
    (Story) => {
      useLayoutEffect(() => {
        const root = document.documentElement;
        const before = root.style.fontSize;
        root.style.fontSize = '200%';
        return () => {
          root.style.fontSize = before;
        };
      }, []);
      return <Story />;
    },
  ],
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(rem).toBe(32);
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    // The rows: the logo, the menu and the account part, each starting a row when it sits below
    // the one before.
    const rows = () => {
      const parts = [
        canvas.getByRole('link', { name: spec.siteTitle }),
        nav,
        canvas.getByRole('button', { name: 'メニューを開く' }),
      ];
      let count = 0;
      let bottom = -Infinity;
      for (const box of parts.map((part) => part.getBoundingClientRect()).sort((a, b) => a.top - b.top)) {
        if (box.top >= bottom) count += 1;
        bottom = Math.max(bottom, box.bottom);
      }
      return count;
    };
    await waitFor(() => expect(rows()).toBeLessThanOrEqual(2));
    // Two rows of the logo (2.5rem) and the menu button (2.75rem) with the gap between them.
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(6.5 * rem);
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(within(nav).getByRole('button', { name: 'もっと見る' }));
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(menu.map((item) => item.label)),
    );
    await expectWithinScreen(header);
  },
};

/** すべての props を操作パネルで変えられるストーリー（最初の状態から）。 */
/**
 * `ShellHeader`: the header and its drawer from data alone, as an island of a server-rendered page
 * (`Island` carries the same props as JSON; the site's islands client hydrates the component with
 * them). The drawer's code comes on the first press.
 */
export const ShellFromData: Story = {
  tags: ['no-visual'],
  render: () => {
    const data = {
      title: spec.siteTitle,
      logoSrc: spec.logos.logoHeader,
      menu,
      currentPath: '/',
      social: spec,
      signInHref: '/sign-in?to=%2F',
      registerHref: '/membership-registration',
      guideHref: '/membership-guide',
    };
    return (
      <Island name="header" props={data}>
        <ShellHeader {...data} />
      </Island>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const island = canvasElement.querySelector('[data-island="header"]');
    await expect(JSON.parse(island?.getAttribute('data-island-props') ?? '{}')).toMatchObject({
      signInHref: '/sign-in?to=%2F',
      guideHref: '/membership-guide',
    });
    await expect(canvas.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/sign-in?to=%2F');
    await userEvent.click(canvas.getByRole('button', { name: 'メニューを開く' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'メインメニュー' });
    await expect(within(drawer).getByRole('link', { name: '入会案内' })).toHaveAttribute(
      'href',
      '/membership-guide',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'メニューを開く' })).toHaveFocus());
  },
};

export const Playground: Story = {
  ...playground(meta, {
    Guest,
    TabOrder,
    CurrentPage,
    WithoutLogo,
    Member,
    MemberWithoutSubscription,
    Voting,
    Phone,
    MemberOnPhone,
    LongTitleOnPhone,
  }),
  tags: ['no-visual'],
};
