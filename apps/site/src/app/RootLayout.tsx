import { LinkNavigationProvider, PageSpinner } from '@fanclub/ui';
import { Suspense, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigationType } from 'react-router-dom';
import { useFollowLink } from './use-follow-link.ts';
import type { NavigateOptions } from 'react-router-dom';
import { Layout } from '../shell/Layout.tsx';
import { RouteGuard } from './session/RouteGuard.tsx';
import { ShellToasts } from './site/notify.tsx';
import { RouteChangeEffects } from './site/RouteChangeEffects.tsx';
import { WebSpecProvider } from './site/WebSpecProvider.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The frame of every route: branding, shell, guard, toasts and per-navigation effects. */
export function RootLayout() {
  const follow = useFollowLink();
  return (
    // Lets @fanclub/ui's react-aria links (Link, cards, menus) navigate client-side through
    // react-router; ButtonLink, a plain anchor, takes the same navigate from LinkNavigationProvider.
    <AriaRouterProvider navigate={follow} useHref={useHref}>
      <LinkNavigationProvider navigate={follow} useHref={useHref}>
        <WebSpecProvider>
          <RouteChangeEffects />
          <ScrollToTop />
          <Layout>
            <RouteGuard>
              {/* A screen's chunk loads on its first visit; the shell stays while it does. */}
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </RouteGuard>
          </Layout>
          <ShellToasts />
        </WebSpecProvider>
      </LinkNavigationProvider>
    </AriaRouterProvider>
  );
}

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
