import { PaidContentLock } from '@fanclub/ui';
import { useLocation } from 'react-router-dom';
import { paths, signInPath } from '../app/paths.ts';
import { useSession } from '../app/session/use-session.ts';

/**
 * Shown in place of paid content the server withheld (DESIGN.md "Paid content"): the library's
 * lock. A free member is led to /membership-upgrade; a guest is told why signing in is needed and
 * offered both sign-in (coming back to this screen) and registration. Both can read the membership
 * guide (fees and benefits) first.
 */
export function PaidLockView() {
  const { isSignedIn } = useSession();
  const { pathname, search } = useLocation();
  return isSignedIn ? (
    <PaidContentLock viewer="free" upgradeHref={paths.membershipUpgrade} guideHref={paths.membershipGuide} />
  ) : (
    <PaidContentLock
      viewer="guest"
      signInHref={signInPath(pathname + search)}
      registerHref={paths.registration}
      guideHref={paths.membershipGuide}
    />
  );
}
