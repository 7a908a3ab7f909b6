import { PaidContentLock } from '@fanclub/ui';
import { useLocation } from 'react-router-dom';
import { paths, signInPath } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';

/**
 * Shown in place of paid content the server withheld (DESIGN.md "Paid content"): the library's
 * lock, with the way to /membership-upgrade for a free member; a guest signs in first (and comes
 * back to this screen when they sign in from the lock's login link).
 */
export function PaidLock() {
  const { isSignedIn } = useSession();
  const { pathname, search } = useLocation();
  return isSignedIn ? (
    <PaidContentLock viewer="free" upgradeHref={paths.membershipUpgrade} />
  ) : (
    <PaidContentLock
      viewer="guest"
      upgradeHref={signInPath(paths.membershipUpgrade)}
      signInHref={signInPath(pathname + search)}
    />
  );
}
