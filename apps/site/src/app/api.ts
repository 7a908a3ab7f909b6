import { createApiClient } from '@fanclub/domain';
import { lazyEndpoints } from '@fanclub/domain/contract';
import { createSessionStore } from './session/session-store.ts';

/**
 * The app's one API client and session. They sit together because each needs the other: the
 * client reads the access token before every request, and the session's exchange is an API call.
 * Same origin by default; VITE_API_BASE_URL points the site at another host.
 */
export const apiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  getAccessToken: () => sessionStore.getAccessToken(),
});

export const sessionStore = createSessionStore(window.localStorage, async (refreshToken) => {
  // The HttpOnly cookie travels too; the body field is for clients without cookies (spec: '' if none).
  const answer = await apiClient.request(lazyEndpoints.refreshToken, {
    body: { refresh_token: refreshToken },
  });
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token, user: answer.user };
});
