import { useLogout } from '@fanclub/domain/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '../app/api.ts';
import { paths } from '../app/paths.ts';
import type { FocusState } from '../app/site/page-focus.ts';
import { shellText } from '../messages/shell.ts';

/**
 * Logout (spec section 2): revoke the refresh token on the server, clear the session, go to `/`,
 * where focus lands on the heading and 「ログアウトしました。」 is said.
 */
export const useSignOut = () => {
  const navigate = useNavigate();
  const { mutate, isPending } = useLogout({
    onSettled: () => {
      sessionStore.clear();
      // The card kept for offline use leaves with the member (its code loads only then).
      void import('../pages/account/card-offline.ts').then(({ forgetCardOffline }) => forgetCardOffline());
      // Focus moves to the home page's heading, with the logout said first (RouteFocus).
      const state: FocusState = { announce: shellText.loggedOut };
      void navigate(paths.home, { replace: true, state });
    },
  });
  // The API revokes the session of the HttpOnly cookie it receives.
  const signOut = useCallback(() => mutate({ refresh_token: '' }), [mutate]);
  return { signOut, isPending };
};
