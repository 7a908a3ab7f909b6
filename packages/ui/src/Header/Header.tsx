import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { MenuItemData } from '../Drawer/menu.ts';
import { MenuIcon } from '../icons/icons.tsx';
import { NativeLink } from '../Link/NativeLink.tsx';
import { mainMenu, moreMenu, openMenu } from '../messages/shell.ts';
import { isCurrentPath } from './current-path.ts';
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
   * 会社のページ（デスクトップでは 1 行に入るだけ並べ、残りは「もっと見る」。スマートフォンではドロワーの中）。
   * The company pages: on desktop as many as the row holds, the rest under 「もっと見る」; on phones
   * the drawer has them.
   */
  menu: readonly MenuItemData[];
  /**
   * 今のアドレス（そのメニューを現在のページにします）。
   * The address shown, to mark its menu link as the current page.
   */
  currentPath?: string;
  /**
   * メニュー（と「もっと見る」）のあとに足す `<li>`（投票ページの `VotingNavItems`）。
   * `<li>` items after the menu and its 「もっと見る」: the /voting variant's `VotingNavItems`. May suspend.
   */
  navExtras?: ReactNode;
  /**
   * SNS のリンク（`<SocialLinks placement="header" />`）。
   * The social links: a `SocialLinks` with `placement="header"`.
   */
  social?: ReactNode;
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
 * - する: ゲストには `GuestActions`、会員には `MemberActions` を `account` に渡す。
 * - しない: ヘッダーにページ固有のボタンを足す。
 *
 * **キーボード・スクリーンリーダー**: `<header>` の中に「メインメニュー」のナビゲーション。今のページのリンクは `aria-current="page"`。768 px 以上ではヘッダーは 1 行で、会社のページは幅に入るだけ（768 px で 1 つ、1024 px から 3 つ。投票ページでは 2 つ少なく。文字を大きくすると少なくなり、200% ではヘッダーは 2 行まで）並び、残りは「もっと見る」（`aria-expanded` のボタンとリンクの一覧。Escape とフォーカスが離れたときに閉じます）。Tab の順は見た目どおりです（ロゴ、会社のページ、もっと見る、SNS、ログイン・会員のボタン、メニューボタン）。メニューボタンは `aria-expanded` で開閉を伝え、`Drawer` を開きます。768 px 未満ではメニューはドロワーに入ります。
 *
 * The site header of spec section 2, one row from 768 px: logo, the company pages that fit (one at
 * 768 px, three from 1024 px, two fewer on /voting; the rest under 「もっと見る」), social links, the account
 * buttons and the menu button that opens the `Drawer`. It holds no data of its own: the app passes the menu,
 * the web spec's logo and links, and the account part for a guest or a member.
 */
export function Header({
  title,
  logoSrc,
  menu,
  currentPath,
  navExtras,
  social,
  account,
  drawerOpen,
  onOpenDrawer,
  onPrepareDrawer,
}: HeaderProps) {
  const header = useKeepFocusBelow();
  // The /voting extras (投票履歴, ヘルプ) take about two sections' room on the row.
  const sections = menu.map((item, index) => ({ item, from: inlineFrom(index + (navExtras ? 2 : 0)) }));
  // 「もっと見る」 lists every section, each shown only while the row does not: with large text the
  // row holds fewer (none at 200% on a 1280 px screen), and it hides from the widest `from` up.
  const moreUntil = sections.some(({ from }) => from === 'never')
    ? undefined
    : sections.some(({ from }) => from === '1024')
      ? '1024'
      : '768';
  return (
    <header ref={header} className={styles.header}>
      <div className={styles.bar}>
        <NativeLink href="/" className={styles.logo}>
          {logoSrc ? (
            // Small and drawn at once, but never preloaded ahead of the page's largest picture.
            <img src={logoSrc} alt={title} height={40} fetchPriority="low" />
          ) : (
            <span>{title}</span>
          )}
        </NativeLink>
        <nav aria-label={mainMenu} className={styles.desktopNav}>
          <ul>
            {sections.map(({ item, from }) => (
              <li key={item.key} data-from={from}>
                <NativeLink
                  href={item.href}
                  className={styles.navLink}
                  aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                >
                  {item.label}
                </NativeLink>
              </li>
            ))}
            {sections.length > 0 && (
              // Only the sections the row does not show at this width: the same link is never
              // reachable twice. Hidden where the row shows every section.
              <li data-more-until={moreUntil}>
                <MoreSections>
                  {sections.map(({ item, from }) => (
                    <li key={item.key} data-until={from}>
                      <NativeLink
                        href={item.href}
                        aria-current={isCurrentPath(item.href, currentPath) ? 'page' : undefined}
                      >
                        {item.label}
                      </NativeLink>
                    </li>
                  ))}
                </MoreSections>
              </li>
            )}
            {navExtras && <Suspense fallback={null}>{navExtras}</Suspense>}
          </ul>
        </nav>
        <div className={styles.actions}>
          {social}
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
            <MenuIcon />
            <span className="visually-hidden">{openMenu}</span>
          </button>
        </div>
      </div>
    </header>
  );
}

/**
 * How many company pages the desktop row shows, by width (the CSS in Header.module.css hides the
 * rest, and shows them in 「もっと見る」 instead, at the same breakpoints): measured with the longest
 * account part (ログイン and 新規会員登録 beside three social links) and room to spare for longer
 * labels, a wider logo or a fallback font, so the row does not wrap (and shift the page) while a page
 * loads. Done in CSS, not by measuring, so the server-rendered header is already right. The widths
 * are the header's in text sizes (em, container queries), not the screen's pixels: at 200% text a
 * 1280 px screen is as narrow as a phone for the row, which then shows 「もっと見る」 alone, and the
 * header takes at most two rows.
 */
const INLINE_AT_768 = 1;
const INLINE_AT_1024 = 3;
const inlineFrom = (index: number): '768' | '1024' | 'never' =>
  index < INLINE_AT_768 ? '768' : index < INLINE_AT_1024 ? '1024' : 'never';

const NavDropdown = lazy(() => import('./NavDropdown.tsx').then((m) => ({ default: m.NavDropdown })));
const loadNavDropdown = () => void import('./NavDropdown.tsx');

/**
 * 「もっと見る」: a plain button until it is first pressed (or the pointer or focus reaches it, when
 * its code starts to load), then the header's `NavDropdown`, opened, focus on its button. So the
 * first load of every page carries none of the dropdown's code.
 */
function MoreSections({ children }: { children: ReactNode }) {
  const [used, setUsed] = useState(false);
  const button = (
    <button
      type="button"
      className={styles.moreButton}
      aria-expanded={false}
      onClick={() => setUsed(true)}
      onPointerEnter={loadNavDropdown}
      onFocus={loadNavDropdown}
    >
      {moreMenu}
      <span aria-hidden="true" className={styles.caret} />
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <NavDropdown label={moreMenu} buttonClassName={styles.moreButton} defaultOpen>
        {children}
      </NavDropdown>
    </Suspense>
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
