import { announce, GuestActions, Header, SocialLinks } from '@fanclub/ui';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths, signInPath } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';
import { useWebSpec } from '../app/site/WebSpecProvider.tsx';
import { lazyPart, retryFailedScreens } from '../components/route-failure/lazy-screen.tsx';
import { FooterPart } from './footer-part.tsx';
import { shellText } from '../messages/shell.ts';
import { useMenu } from './use-menu.ts';
import styles from './Layout.module.css';

/**
 * The drawer's code loads when the menu button is first pressed (or hovered, or focused). These
 * shell parts are optional: a chunk that cannot be fetched leaves the page working without them.
 */
const loadDrawer = () => import('./MenuDrawer.tsx');
const MenuDrawer = lazyPart(
  loadDrawer,
  (m) => m.MenuDrawer,
  ({ open, onClose }) => open && <MenuUnavailable onClose={onClose} />,
);

/** The drawer's code could not come: the menu button is closed again and the fan is told why. */
function MenuUnavailable({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    announce(shellText.menuUnavailable);
    onClose();
  }, [onClose]);
  return null;
}

/**
 * A member's header parts (My Page, logout, the cart count, the /voting extras) load when a
 * session exists: a guest's first paint needs none of them.
 */
const loadMemberParts = () => import('./MemberParts.tsx');
const MemberAccount = lazyPart(loadMemberParts, (m) => m.MemberAccount);
const VotingExtras = lazyPart(loadMemberParts, (m) => m.VotingExtras);

/** Header, drawer and footer of `@fanclub/ui` around every screen, with the site's data. */
export function Layout({ children }: { children: ReactNode }) {
  const spec = useWebSpec();
  const menu = useMenu();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const title = spec?.siteTitle ?? shellText.defaultTitle;
  // Spec section 2: /voting's header adds the voting history and a help dropdown.
  const onVoting = pathname === paths.voting || pathname.startsWith(`${paths.voting}/`);
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {shellText.skipToContent}
      </a>
      <Header
        title={title}
        logoSrc={spec?.logos.logoHeader}
        menu={menu}
        currentPath={pathname}
        navExtras={onVoting && <VotingExtras />}
        social={<SocialLinks links={spec} placement="header" />}
        account={
          user ? (
            <MemberAccount />
          ) : (
            <GuestActions
              signInHref={signInPath(pathname === paths.signIn ? undefined : `${pathname}${search}`)}
              registerHref={paths.registration}
            />
          )
        }
        drawerOpen={drawerOpen}
        onPrepareDrawer={() => void loadDrawer()}
        onOpenDrawer={() => {
          // A drawer whose code could not come before is fetched again on this press.
          retryFailedScreens();
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      {drawerUsed && (
        <MenuDrawer
          open={drawerOpen}
          menu={menu}
          onClose={() => setDrawerOpen(false)}
          // Phones have no header menu row and no header social links: the drawer carries them.
          extras={onVoting && <VotingExtras placement="drawer" onNavigate={() => setDrawerOpen(false)} />}
          social={<SocialLinks links={spec} placement="drawer" />}
        />
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <FooterPart title={title} />
      {/* The page's one live region (route changes, results of actions, 処理中です), there from the
          first paint so what is put in it later is read (ui's announce writes to it). */}
      <div className="visually-hidden" aria-live="assertive" data-ui-announcer="" />
    </div>
  );
}
