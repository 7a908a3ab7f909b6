import { useCart } from '@fanclub/domain/react';
import { MemberActions, VotingNavItems } from '@fanclub/ui';
import { useLocation } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';
import { useSignOut } from './use-logout.ts';

/**
 * The member's part of the header, in its own chunk with the cart query and logout: the My Page
 * dropdown (会員情報, password, logout) and the cart with its count.
 */
export function MemberAccount() {
  const { user, accessToken } = useSession();
  const { signOut, isPending } = useSignOut();
  const cart = useCart({ enabled: Boolean(user && accessToken) });
  if (!user) return null;
  const count = cart.data?.cartProducts.reduce((sum, line) => sum + line.count, 0) ?? 0;
  return (
    <MemberActions
      // Spec section 2: member information goes to /my-account only while the subscription is active.
      memberInfoHref={user.subscription?.isActive ? paths.myAccount : paths.membershipUpgrade}
      passwordResetHref={paths.myAccountPassword}
      cartHref={paths.cart}
      cartCount={count}
      onLogout={signOut}
      isLoggingOut={isPending}
    />
  );
}

/**
 * /voting's extra menu items (a members' route): the history and help, in the header's menu or,
 * for phones, in the drawer (closing it when a link is followed).
 */
export function VotingExtras({
  placement,
  onNavigate,
}: {
  placement?: 'header' | 'drawer';
  onNavigate?: () => void;
}) {
  return (
    <VotingNavItems
      currentPath={useLocation().pathname}
      historyHref={paths.votingHistory}
      faqHref={paths.faq}
      contactHref={paths.contact}
      placement={placement}
      onNavigate={onNavigate}
    />
  );
}
