import { useCart } from '@fanclub/domain/react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths, signInPath } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';
import { useWebSpec } from '../app/site/WebSpecProvider.tsx';
import { NavDropdown } from './NavDropdown.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { shellText as t } from './shell-text.ts';
import type { MenuItem } from './use-menu.ts';
import { useSignOut } from './use-logout.ts';
import styles from './Header.module.css';

interface HeaderProps {
  readonly menu: readonly MenuItem[];
  readonly onOpenDrawer: () => void;
  readonly drawerOpen: boolean;
}

/** The site header of spec section 2, with the /voting variant (history and a help dropdown). */
export function Header({ menu, onOpenDrawer, drawerOpen }: HeaderProps) {
  const spec = useWebSpec();
  const { pathname } = useLocation();
  const onVoting = pathname === paths.voting || pathname.startsWith(`${paths.voting}/`);
  const logo = spec?.logos.logoHeader;
  const title = spec?.siteTitle ?? t.defaultTitle;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.logo}>
          {logo ? <img src={logo} alt={title} height={40} /> : <span>{title}</span>}
        </Link>
        <nav aria-label={t.mainMenu} className={styles.desktopNav}>
          <ul>
            {menu.map((item) => (
              <li key={item.key}>
                <NavLink to={item.href} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {onVoting && <VotingExtras />}
          </ul>
        </nav>
        <div className={styles.actions}>
          <SocialLinks links={spec} />
          <Account />
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={onOpenDrawer}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className="visually-hidden">{t.openMenu}</span>
          </button>
        </div>
      </div>
    </header>
  );
}

function VotingExtras() {
  return (
    <>
      <li>
        <NavLink to={paths.votingHistory} className={styles.navLink}>
          {t.votingHistory}
        </NavLink>
      </li>
      <li>
        <NavDropdown label={t.help}>
          <li>
            <Link to={paths.faq}>{t.faq}</Link>
          </li>
          <li>
            <Link to={paths.contact}>{t.contact}</Link>
          </li>
        </NavDropdown>
      </li>
    </>
  );
}

function Account() {
  const { user, accessToken } = useSession();
  const { pathname, search } = useLocation();
  const { signOut, isPending } = useSignOut();
  const cart = useCart({ enabled: Boolean(user && accessToken) });
  if (!user) {
    return (
      <div className={styles.accountButtons}>
        <Link
          to={signInPath(pathname === paths.signIn ? undefined : `${pathname}${search}`)}
          className={styles.actionButton}
          data-variant="outline"
        >
          {t.login}
        </Link>
        <Link to={paths.registration} className={styles.actionButton} data-variant="solid">
          {t.register}
        </Link>
      </div>
    );
  }
  const count = cart.data?.cartProducts.reduce((sum, line) => sum + line.count, 0) ?? 0;
  // Spec section 2: member information goes to /my-account only while the subscription is active.
  const memberInfo = user.subscription?.isActive ? paths.myAccount : paths.membershipUpgrade;
  return (
    <div className={styles.accountButtons}>
      <NavDropdown label={t.myPage}>
        <li>
          <Link to={memberInfo}>{t.memberInfo}</Link>
        </li>
        <li>
          <Link to={paths.myAccountPassword}>{t.passwordReset}</Link>
        </li>
        <li>
          <button type="button" onClick={signOut} disabled={isPending}>
            {t.logout}
          </button>
        </li>
      </NavDropdown>
      <Link to={paths.cart} className={styles.cartButton}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="9" cy="19" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19" r="1.6" fill="currentColor" />
        </svg>
        {/* Read as 「カート（2点）」, with the visible badge inside the name (WCAG 2.5.3). */}
        <span className="visually-hidden">{count > 0 ? 'カート（' : 'カート'}</span>
        {count > 0 && <span className={styles.cartCount}>{count}</span>}
        {count > 0 && <span className="visually-hidden">点）</span>}
      </Link>
    </div>
  );
}
