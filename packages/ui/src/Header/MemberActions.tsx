import { NativeLink } from '../Link/NativeLink.tsx';
import { cart, cartItemsUnit, logout, memberInfo, myPage, passwordReset } from '../messages/nav.ts';
import { NavDropdown } from './NavDropdown.tsx';
import headerStyles from './Header.module.css';
import styles from './MemberActions.module.css';

type MemberActionsProps = {
  /** Spec section 2: /my-account while the subscription is active, else /membership-upgrade. */
  memberInfoHref: string;
  passwordResetHref?: string;
  cartHref?: string;
  /** Items in the cart (the sum of the lines' counts). */
  cartCount: number;
  onLogout: () => void;
  isLoggingOut?: boolean;
};

/** A member's account part of the header: the My Page dropdown (with logout) and the cart. */
export function MemberActions({
  memberInfoHref,
  passwordResetHref = '/my-account/password',
  cartHref = '/cart',
  cartCount,
  onLogout,
  isLoggingOut = false,
}: MemberActionsProps) {
  return (
    <div className={headerStyles.accountButtons}>
      <NavDropdown label={myPage}>
        <li>
          <NativeLink href={memberInfoHref}>{memberInfo}</NativeLink>
        </li>
        <li>
          <NativeLink href={passwordResetHref}>{passwordReset}</NativeLink>
        </li>
        <li>
          <button type="button" onClick={onLogout} disabled={isLoggingOut}>
            {logout}
          </button>
        </li>
      </NavDropdown>
      <NativeLink href={cartHref} className={styles.cart}>
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
        <span className="visually-hidden">{cartCount > 0 ? `${cart}（` : cart}</span>
        {cartCount > 0 && <span className={styles.count}>{cartCount}</span>}
        {cartCount > 0 && <span className="visually-hidden">{`${cartItemsUnit}）`}</span>}
      </NativeLink>
    </div>
  );
}
