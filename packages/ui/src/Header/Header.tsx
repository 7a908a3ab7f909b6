import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { MenuItemData } from '../Drawer/menu.ts';
import { NativeLink } from '../Link/NativeLink.tsx';
import { mainMenu, openMenu } from '../messages/shell.ts';
import { isCurrentPath } from './current-path.ts';
import { SocialLinks, type SocialLinksData } from '../SocialLinks/SocialLinks.tsx';
import styles from './Header.module.css';

export type HeaderProps = {
  /** The web spec's site title: the logo's text alternative, or shown in its place. */
  title: string;
  /** The web spec's header logo. */
  logoSrc?: string | null;
  /** The company pages (desktop; on phones the drawer has them). */
  menu: readonly MenuItemData[];
  /** The address shown, to mark its menu link as the current page. */
  currentPath?: string;
  /** `<li>` items after the menu: the /voting variant's `VotingNavItems`. May suspend. */
  navExtras?: ReactNode;
  socialLinks?: SocialLinksData | null;
  /** `GuestActions`, or a member's `MemberActions`. May suspend (a member's part can load later). */
  account: ReactNode;
  /** Whether the drawer this header's menu button opens is open. */
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The pointer or focus is on the menu button: a good moment to fetch the drawer's code. */
  onPrepareDrawer?: () => void;
};

/**
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
      </div>
    </header>
  );
}

/**
 * The header sticks to the top of the screen, so an element scrolled into view under it (a link
 * reached by Shift+Tab, an anchor) would be hidden behind it (WCAG 2.4.11). The page's scroll
 * padding follows the header's height, which changes with the width as the menu wraps.
 */
function useKeepFocusBelow() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const follow = () => {
      root.style.scrollPaddingTop = `${header.offsetHeight}px`;
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
  return ref;
}
