import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths, signInPath } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';
import { useWebSpec } from '../app/site/WebSpecProvider.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { shellText as t } from './shell-text.ts';
import type { MenuItem } from './use-menu.ts';
import styles from './Header.module.css';

interface HeaderProps {
  readonly menu: readonly MenuItem[];
  readonly onOpenDrawer: () => void;
  /** The pointer or focus is on the menu button: a good moment to fetch the drawer's code. */
  readonly onPrepareDrawer: () => void;
  readonly drawerOpen: boolean;
}

/** The site header of spec section 2, with the /voting variant (history and a help dropdown). */
export function Header({ menu, onOpenDrawer, onPrepareDrawer, drawerOpen }: HeaderProps) {
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
            {onVoting && (
              <Suspense fallback={null}>
                <VotingExtras />
              </Suspense>
            )}
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
            onPointerEnter={onPrepareDrawer}
            onFocus={onPrepareDrawer}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className="visually-hidden">{t.openMenu}</span>
          </button>
        </div>
      </div>
    </header>
  );
}

const loadMemberHeader = () => import('./MemberHeader.tsx');
const MemberAccount = lazy(async () => ({ default: (await loadMemberHeader()).MemberAccount }));
const VotingExtras = lazy(async () => ({ default: (await loadMemberHeader()).VotingExtras }));

function Account() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
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
  return (
    <Suspense fallback={<div className={styles.accountButtons} />}>
      <MemberAccount />
    </Suspense>
  );
}
