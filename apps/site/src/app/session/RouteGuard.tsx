import { PageSpinner } from '@fanclub/ui';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStore } from '../api.ts';
import { notify } from '../site/notify.tsx';
import { isKnownPath, isPublicPath, isSafeReturnPath, paths, signInPath } from '../paths.ts';
import { needsFreshToken } from './session-store.ts';
import { useSession } from './use-session.ts';
import { isOnline } from '../site/use-online.ts';
import { RouteFailureView } from '../../components/route-failure/RouteFailure.tsx';

/** History state the guard leaves on `/` so the home route forwards to sign-in with the destination. */
export interface GuardState {
  readonly signInTo?: string;
}

const SESSION_EXPIRED_TOAST = 'session-expired';
/** Not shown: tells RouteFailureView that the check failed for another reason than the network. */
const SESSION_CHECK_FAILED = 'session check unanswered';

/**
 * The route guard of spec sections 2 and 4, run on every navigation:
 * - on a members' route, a spinner until the first check has finished (a public screen shows at once);
 * - no session on a non-public route: to `/`, and from there to sign-in, remembering the way back;
 * - a session on a non-public route: exchange the refresh token (concurrent navigations share one
 *   exchange, see SessionStore.exchange); an exchange the server refuses clears the session, says
 *   the login has expired and goes to `/`. One that got no answer (offline, a rate limit, a server
 *   error) keeps the session: the screen shows when this tab still holds a valid access token, and
 *   otherwise says what went wrong with 再読み込み (and checks again once the browser is online).
 * After a reload the access token is gone (memory only), so the first check exchanges on any route.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [firstCheckDone, setFirstCheckDone] = useState(false);
  // The check of this navigation got no answer (the error it failed with), and its retries.
  const [unanswered, setUnanswered] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const checkedOnce = useRef(false);
  // An unknown path is nobody's page: its not-found screen shows to guests as well.
  const isPublic = isPublicPath(pathname) || !isKnownPath(pathname);
  const signInTo = (state as GuardState | null)?.signInTo;
  // The membership card opens offline from what it kept (card-offline.ts): without a network no
  // exchange can succeed, and a failed one must not sign the member out.
  const offlineCard = pathname === paths.myAccountCard && !isOnline();

  useEffect(() => {
    let active = true;
    const check = async () => {
      if (offlineCard) return;
      if (!sessionStore.hasSession()) {
        if (!isPublic) {
          void navigate(paths.home, {
            replace: true,
            state: { signInTo: `${pathname}${search}` } satisfies GuardState,
          });
        } else if (pathname === paths.home && signInTo && isSafeReturnPath(signInTo)) {
          void navigate(signInPath(signInTo), { replace: true });
        }
        return;
      }
      const mustExchange = !isPublic || !checkedOnce.current || sessionStore.getAccessToken() === null;
      if (!mustExchange) return;
      const outcome = await sessionStore.exchange();
      if (outcome === 'ended') {
        notify.failure(null, 'loginExpired', SESSION_EXPIRED_TOAST);
        void navigate(paths.home, { replace: true });
      } else if (outcome === 'unavailable' && active) {
        setUnanswered(isOnline() ? new Error(SESSION_CHECK_FAILED) : new TypeError('Failed to fetch'));
      }
    };
    setUnanswered(null);
    void check().finally(() => {
      checkedOnce.current = true;
      if (active) setFirstCheckDone(true);
    });
    return () => {
      active = false;
    };
    // Runs per navigation (and per retry); `search` and `state` only travel along with a path change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, attempt]);

  // A public screen shows at once (its first paint, and the server's render, are the screen, not a
  // spinner that the screen would then push aside); a members' screen waits for the first check.
  if (!firstCheckDone && !isPublic) return <PageSpinner />;
  const usable = session.isSignedIn && !needsFreshToken(session.accessToken);
  if (!isPublic && !offlineCard && !usable) {
    if (unanswered !== null)
      return <RouteFailureView error={unanswered} onRetry={async () => setAttempt((n) => n + 1)} />;
    return <PageSpinner />;
  }
  return children;
}
