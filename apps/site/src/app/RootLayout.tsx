import { ToastRoot } from '@fanclub/ui';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router-dom';
import type { NavigateOptions } from 'react-router-dom';
import { Layout } from '../shell/Layout.tsx';
import { RouteGuard } from './session/RouteGuard.tsx';
import { RouteChangeEffects } from './site/RouteChangeEffects.tsx';
import { WebSpecProvider } from './site/WebSpecProvider.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The frame of every route: branding, shell, guard, toasts and per-navigation effects. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    // Lets @fanclub/ui links and buttons with `href` navigate client-side through react-router.
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <WebSpecProvider>
        <RouteChangeEffects />
        <Layout>
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </Layout>
        <ToastRoot />
        <ScrollRestoration />
      </WebSpecProvider>
    </AriaRouterProvider>
  );
}
