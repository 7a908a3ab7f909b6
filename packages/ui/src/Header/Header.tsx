import { Link } from 'react-aria-components';
import { Drawer, type MenuItemData } from '../Drawer/Drawer.tsx';
import { Dropdown } from '../Dropdown/Dropdown.tsx';
import { CartIcon } from '../icons/icons.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { navText } from '../messages/nav.ts';
import { SocialLinks, type SocialLinksData } from './SocialLinks.tsx';
import styles from './Header.module.css';

/** Signed out, or signed in with whether the subscription is active (decides 会員情報's target). */
export type HeaderSession = { status: 'signedOut' } | { status: 'signedIn'; isActive: boolean };

export type HeaderProps = {
  /** The web spec's header logo. */
  logo: { src: string; alt: string };
  menuItems: MenuItemData[];
  session: HeaderSession;
  cartCount?: number;
  socialLinks?: SocialLinksData;
  /** On /voting the header adds voting history and a help dropdown. */
  variant?: 'default' | 'voting';
  onLogout: () => void;
};

export function Header({
  logo,
  menuItems,
  session,
  cartCount = 0,
  socialLinks,
  variant = 'default',
  onLogout,
}: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${logo.alt}（${navText.home}）`}>
          <img src={logo.src} alt="" height={40} />
        </Link>
        <nav aria-label={navText.mainMenu} className={styles.nav}>
          <ul className={styles.menu}>
            {menuItems.map((item) => (
              <li key={item.key}>
                <Link className={styles.menuLink} href={`/${item.key}`}>
                  {item.name}
                </Link>
              </li>
            ))}
            {variant === 'voting' && (
              <li>
                <Link className={styles.menuLink} href="/voting/history">
                  {navText.votingHistory}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          {socialLinks && <SocialLinks links={socialLinks} />}
          {variant === 'voting' && (
            <Dropdown
              label={navText.help}
              items={[
                { id: 'faq', label: navText.faq, href: '/q&a' },
                { id: 'contact', label: navText.contact, href: '/contact' },
              ]}
            />
          )}
          {session.status === 'signedOut' ? (
            <>
              <ButtonLink href="/sign-in" variant="ghost" className={styles.compactButton}>
                {navText.login}
              </ButtonLink>
              <ButtonLink href="/membership-registration" className={styles.compactButton}>
                {navText.register}
              </ButtonLink>
            </>
          ) : (
            <>
              <Dropdown
                label={navText.myPage}
                items={[
                  {
                    id: 'member',
                    label: navText.memberInfo,
                    href: session.isActive ? '/my-account' : '/membership-upgrade',
                  },
                  { id: 'password', label: navText.passwordReset, href: '/reset-password' },
                  { id: 'logout', label: navText.logout, onAction: onLogout },
                ]}
              />
              {/* Named by hidden text rather than aria-label, which axe wants to contain the visible badge. */}
              <Link href="/cart" className={styles.cart}>
                <CartIcon />
                <span className="visually-hidden">{navText.cartWithCount(cartCount)}</span>
                <span className={styles.count} data-empty={cartCount === 0 || undefined} aria-hidden="true">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              </Link>
            </>
          )}
          <Drawer items={menuItems} />
        </div>
      </div>
    </header>
  );
}
