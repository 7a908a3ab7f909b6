import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { MenuItemData } from '../Drawer/menu.ts';
import { NativeLink } from '../Link/NativeLink.tsx';
import { mainMenu, openMenu } from '../messages/shell.ts';
import { isCurrentPath } from './current-path.ts';
import { SocialLinks, type SocialLinksData } from '../SocialLinks/SocialLinks.tsx';
import styles from './Header.module.css';

export type HeaderProps = {
  /**
   * Web 仕様のサイト名（ロゴの代替テキスト、ロゴがなければそのまま表示）。
   * The web spec's site title: the logo's text alternative, or shown in its place.
   */
  title: string;
  /** Web 仕様のヘッダーのロゴ。 The web spec's header logo. */
  logoSrc?: string | null;
  /**
   * 会社のページ（デスクトップで並べる。スマートフォンではドロワーの中）。
   * The company pages (desktop; on phones the drawer has them).
   */
  menu: readonly MenuItemData[];
  /**
   * 今のアドレス（そのメニューを現在のページにします）。
   * The address shown, to mark its menu link as the current page.
   */
  currentPath?: string;
  /**
   * メニューのあとに足す `<li>`（投票ページの `VotingNavItems`）。
   * `<li>` items after the menu: the /voting variant's `VotingNavItems`. May suspend.
   */
  navExtras?: ReactNode;
  /** Web 仕様の SNS のリンク。 */
  socialLinks?: SocialLinksData | null;
  /**
   * ゲストの `GuestActions` か会員の `MemberActions`。
   * `GuestActions`, or a member's `MemberActions`. May suspend (a member's part can load later).
   */
  account: ReactNode;
  /**
   * メニューボタンが開くドロワーが開いているか。
   * Whether the drawer this header's menu button opens is open.
   */
  drawerOpen: boolean;
  /** メニューボタンが押されたとき。 */
  onOpenDrawer: () => void;
  /**
   * メニューボタンにポインターやフォーカスが来たとき（ドロワーのコードを先に読み込む合図）。
   * The pointer or focus is on the menu button: a good moment to fetch the drawer's code.
   */
  onPrepareDrawer?: () => void;
};

/**
 * サイトのヘッダー（仕様 2 章）: ロゴ、会社のページ、SNS、ログイン・会員のボタン、メニューを開くボタン。データは持たず、アプリがメニュー・ロゴ・リンク・アカウント部分を渡します。
 *
 * **使う場面**: すべての画面の上（アプリのシェルに 1 つ）。
 *
 * **使わない場面**: 画面の中の見出しやタブ（`CategoryTabs`）。
 *
 * - ✅ する: ゲストには `GuestActions`、会員には `MemberActions` を `account` に渡す。
 * - ❌ しない: ヘッダーにページ固有のボタンを足す。
 *
 * **キーボード・スクリーンリーダー**: `<header>` の中に「メインメニュー」のナビゲーション。今のページのリンクは `aria-current="page"`。メニューボタンは `aria-expanded` で開閉を伝え、`Drawer` を開きます。Tab の順は見た目どおりです（ロゴ、SNS、ログイン・会員のボタン、メニューボタン、そのあと 2 段目の会社のページ）。768 px 未満ではメニューはドロワーに入ります。
 *
 * The site header of spec section 2: logo, the company pages, social links, the account buttons and
 * the menu button that opens the `Drawer`. It holds no data of its own: the app passes the menu,
 * the web spec's logo and links, and the account part for a guest or a member.
 */
export function Header({
  title,
  logoSrc,
  menu,
  currentPath,
  navExtras,
  socialLinks,
  account,
  drawerOpen,
  onOpenDrawer,
  onPrepareDrawer,
}: HeaderProps) {
  const header = useKeepFocusBelow();
  return (
    <header ref={header} className={styles.header}>
      <div className={styles.bar}>
        <NativeLink href="/" className={styles.logo}>
          {logoSrc ? <img src={logoSrc} alt={title} height={40} /> : <span>{title}</span>}
        </NativeLink>
        <div className={styles.actions}>
          <SocialLinks links={socialLinks} placement="header" />
          <Suspense fallback={<div className={styles.accountButtons} />}>{account}</Suspense>
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={onOpenDrawer}
            onPointerEnter={onPrepareDrawer}
            onFocus={onPrepareDrawer}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className="visually-hidden">{openMenu}</span>
          </button>
        </div>
        {/* After the account buttons and the menu button in the page's order, as on screen (its own
            row below them from 768 px): Tab reaches ログイン, 新規会員登録 and the menu first, not
            after every section link. */}
        <nav aria-label={mainMenu} className={styles.desktopNav}>
          <ul>
            {menu.map((item) => (
              <li key={item.key}>
                <NativeLink
                  href={item.href}
                  className={styles.navLink}
                  aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                >
                  {item.label}
                </NativeLink>
              </li>
            ))}
            {navExtras && <Suspense fallback={null}>{navExtras}</Suspense>}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * The header sticks to the top of the screen, so an element scrolled into view under it (a link
 * reached by Shift+Tab, an anchor) would be hidden behind it (WCAG 2.4.11). The page's scroll
 * padding follows the header's height, which changes with the width as the menu wraps; so does
 * `--header-offset` on the root, below which the toasts sit.
 */
function useKeepFocusBelow() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const follow = () => {
      root.style.scrollPaddingTop = `${header.offsetHeight}px`;
      // What else must stay clear of the header (ToastRoot's toasts) reads the same height.
      root.style.setProperty('--header-offset', `${header.offsetHeight}px`);
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
      root.style.removeProperty('--header-offset');
    };
  }, []);
  return ref;
}
