import { Link } from 'react-aria-components';
import { Drawer, type MenuItemData } from '../Drawer/Drawer.tsx';
import { Dropdown } from '../Dropdown/Dropdown.tsx';
import { CartIcon } from '../icons/icons.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { ja } from '../messages/ja.ts';
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
        <Link href="/" className={styles.logo} aria-label={`${logo.alt}（${ja.home}）`}>
          <img src={logo.src} alt="" height={40} />
        </Link>
        <nav aria-label={ja.mainMenu} className={styles.nav}>
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
                  {ja.votingHistory}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          {socialLinks && <SocialLinks links={socialLinks} />}
          {variant === 'voting' && (
            <Dropdown
              label={ja.help}
              items={[
                { id: 'faq', label: ja.faq, href: '/q&a' },
                { id: 'contact', label: ja.contact, href: '/contact' },
              ]}
            />
          )}
          {session.status === 'signedOut' ? (
            <>
              <ButtonLink href="/sign-in" variant="ghost" className={styles.compactButton}>
                {ja.login}
              </ButtonLink>
              <ButtonLink href="/membership-registration" className={styles.compactButton}>
                {ja.register}
              </ButtonLink>
            </>
          ) : (
            <>
              <Dropdown
                label={ja.myPage}
                items={[
                  {
                    id: 'member',
                    label: ja.memberInfo,
                    href: session.isActive ? '/my-account' : '/membership-upgrade',
                  },
                  { id: 'password', label: ja.passwordReset, href: '/reset-password' },
                  { id: 'logout', label: ja.logout, onAction: onLogout },
                ]}
              />
              {/* Named by hidden text rather than aria-label, which axe wants to contain the visible badge. */}
              <Link href="/cart" className={styles.cart}>
                <CartIcon />
                <span className="visually-hidden">{ja.cartWithCount(cartCount)}</span>
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
