import { useLogout } from '@fanclub/domain/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '../app/api.ts';
import { paths } from '../app/paths.ts';

/** Logout (spec section 2): revoke the refresh token on the server, clear the session, go to `/`. */
export const useSignOut = () => {
  const navigate = useNavigate();
  const { mutate, isPending } = useLogout({
    onSettled: () => {
      sessionStore.clear();
      navigate(paths.home, { replace: true });
    },
  });
  const signOut = useCallback(
    () => mutate({ refresh_token: sessionStore.getSnapshot().refreshToken ?? '' }),
    [mutate],
  );
  return { signOut, isPending };
};
