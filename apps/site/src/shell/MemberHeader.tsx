import { useCart } from '@fanclub/domain/react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';
import { NavDropdown } from './NavDropdown.tsx';
import { shellText as t } from './shell-text.ts';
import { useSignOut } from './use-logout.ts';
import styles from './Header.module.css';

/**
 * The header's parts for a signed-in member, in their own chunk: a guest's first paint needs none of
 * them (the My Page dropdown with logout, the cart and its count, the /voting extras).
 */
export function MemberAccount() {
  const { user, accessToken } = useSession();
  const { signOut, isPending } = useSignOut();
  const cart = useCart({ enabled: Boolean(user && accessToken) });
  if (!user) return null;
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

/** /voting's extra items: the history and a help dropdown (a members' route). */
export function VotingExtras() {
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
