import { Island, ShellHeader } from '@fanclub/ui';
import type { ShellHeaderProps } from '@fanclub/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths, signInPath } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';
import { useWebSpec } from '../app/site/WebSpecProvider.tsx';
import { lazyPart } from '../components/route-failure/lazy-screen.tsx';
import { FooterPart } from './footer-part.tsx';
import { HEADER_ISLAND } from './island-names.ts';
import { shellText } from '../messages/shell.ts';
import { useMenu } from './use-menu.ts';
import styles from './Layout.module.css';

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
  const title = spec?.siteTitle ?? shellText.defaultTitle;
  // Spec section 2: /voting's header adds the voting history and a help dropdown.
  const onVoting = pathname === paths.voting || pathname.startsWith(`${paths.voting}/`);
  const header: ShellHeaderProps = {
    title,
    logoSrc: spec?.logos.logoHeader ?? null,
    menu,
    currentPath: pathname,
    social: spec
      ? {
          tiktokLink: spec.tiktokLink,
          instagramLink: spec.instagramLink,
          xLink: spec.xLink,
          youtubeLink: spec.youtubeLink,
        }
      : null,
    signInHref: signInPath(pathname === paths.signIn ? undefined : `${pathname}${search}`),
    registerHref: paths.registration,
    orderHistoryHref: paths.orderHistory,
    // Those who are not paid members yet find the membership guide (入会案内) first in the drawer.
    ...(user?.isPaidMember ? {} : { guideHref: paths.membershipGuide }),
  };
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {shellText.skipToContent}
      </a>
      {/* The header's island (ui ShellHeader): on a page delivered as a document, hydrated alone
          (src/islands/client.tsx), so its props are data only. */}
      <Island name={HEADER_ISLAND} props={header}>
        <ShellHeader
          {...header}
          account={user ? <MemberAccount /> : undefined}
          navExtras={onVoting && <VotingExtras />}
          drawerExtras={
            onVoting ? (close) => <VotingExtras placement="drawer" onNavigate={close} /> : undefined
          }
        />
      </Island>
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
