import { preloadBrandIcons } from '@fanclub/ui';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { DataRouter, RouteObject } from 'react-router-dom';
import { apiClient, sessionStore } from './api.ts';
import { App, createQueryClient } from './App.tsx';
import { siteRoutes } from './router.tsx';
import { readServerState } from './server-state.ts';
import { preloadFooter } from '../shell/footer-part.tsx';
import { keepSubmit } from '../components/form/early-submit.ts';

/**
 * The browser's start. A page the server rendered (src/entry-server.tsx) carries its route's data
 * in a JSON script (app/server-state.ts): the query cache and the router start from it, the matched
 * screens' code is loaded, and React hydrates the HTML already on screen, asking the API nothing
 * again. Any other page (the client-rendered shell the server falls back to, vite dev) renders
 * from scratch, its first render waiting for the route's data (no spinner pushed aside).
 */
export const start = async () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const server = readServerState(document);
  let router: DataRouter | undefined;
  const routes = siteRoutes({
    queryClient,
    api: apiClient,
    awaitData: () => !router?.state.initialized,
  });

  if (server) {
    // A form of the server's HTML submitted before React has taken it over would go nowhere useful
    // (the server answers a page's POST by sending the page again, its fields dropped). Every form
    // of the app submits through its handler, so none may submit natively, for the page's life: a
    // part of the page in a chunk of its own (the registration form) is taken over after the rest,
    // and React drops a submit made before then: it is kept and sent again once the form's code is
    // in (components/form/early-submit.ts).
    document.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        keepSubmit(event);
      },
      true,
    );
    // React Query's dehydrated answers, put back as they were fetched (the successful ones only).
    for (const { queryKey, state } of server.queries.queries) {
      if (state.status === 'success')
        queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
    }
    await Promise.all([
      loadMatchedScreens(routes, window.location.pathname),
      preloadFooter(),
      // The server drew the social marks in place: so does the hydration (ui SocialLinks).
      preloadBrandIcons(),
    ]);
    router = createBrowserRouter(routes, { hydrationData: server.router });
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
        <Hydrated />
      </StrictMode>,
    );
    // The server rendered what a guest sees: a member's session-dependent answers (a paid item's
    // content) are asked again once the guard's exchange has brought the session's token.
    if (sessionStore.hasSession()) {
      const stop = sessionStore.subscribe(() => {
        if (!sessionStore.getAccessToken()) return;
        stop();
        void queryClient.invalidateQueries();
      });
    }
    return;
  }

  // Rendered here from scratch, the footer comes with the first render too (fetched beside the
  // screen's code and data), so it never drops in under a page already painted.
  router = createBrowserRouter(routes);
  await Promise.all([preloadFooter(), preloadBrandIcons()]);
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
      <Hydrated />
    </StrictMode>,
  );
};

/** Marks the page as the app's (`<html data-hydrated>`): its forms and links now work in the page. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * The router renders a lazy route only once its code is in: load the matched screens first, so the
 * first render is the server's HTML and not the router's fallback.
 */
const loadMatchedScreens = async (routes: RouteObject[], pathname: string) => {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
};
