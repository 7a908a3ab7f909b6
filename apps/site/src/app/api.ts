import { createApiClient, isApiError } from '@fanclub/domain';
import { lazyEndpoints } from '@fanclub/domain/contract';
import { busyState } from './site/busy.tsx';
import { createSessionStore, serialisedAcrossTabs, sessionFromTokenAnswer } from './session/session-store.ts';

/**
 * The app's one API client and session. They sit together because each needs the other: the
 * client reads the access token before every request, and the session's exchange is an API call.
 * Same origin by default; VITE_API_BASE_URL points the site at another host.
 */
export const apiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  getAccessToken: () => sessionStore.getAccessToken(),
  // Reads and keyed writes the server refused as busy are tried again after its Retry-After,
  // while the shell counts down (site/busy.tsx); the screen, its form and the cart stay.
  retry: {
    onBusy: ({ retryAt, attempt }) => busyState.waitUntil(retryAt, attempt === 1),
    onSettled: () => busyState.settled(),
  },
});

/** On the server (src/entry-server.tsx) there is no storage and never a session. */
const noStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

export const sessionStore = createSessionStore(
  typeof window === 'undefined' ? noStorage : window.localStorage,
  serialisedAcrossTabs(async (signal) => {
    // The refresh token travels only in its HttpOnly cookie; the body field stays empty.
    const answer = await apiClient.request(
      lazyEndpoints.refreshToken,
      { body: { refresh_token: '' } },
      { signal },
    );
    return sessionFromTokenAnswer(answer);
  }),
  // Only the API's refusal of the token (401) ends a session; no answer (offline, aborted by a
  // navigation, 429, 5xx) leaves it standing.
  (error) => isApiError(error) && error.status === 401,
);
