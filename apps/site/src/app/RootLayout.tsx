import { LinkNavigationProvider } from '@fanclub/ui';
import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useFollowLink, useSiteHref } from './use-follow-link.ts';
import type { NavigateOptions } from 'react-router-dom';
import { Layout } from '../shell/Layout.tsx';
import { RouteGuard } from './session/RouteGuard.tsx';
import { ShellBusyNotice } from './site/busy.tsx';
import { ShellToasts } from './site/notify.tsx';
import { RouteChangeEffects } from './site/RouteChangeEffects.tsx';
import { WebSpecProvider } from './site/WebSpecProvider.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Focus and the title announced after a route change (site/page-focus.ts): nothing to do on the
 * first load, so its code comes after the first paint rather than in every route's initial
 * JavaScript.
 */
function RouteFocus() {
  const { key } = useLocation();
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Loaded) return;
    let active = true;
    import('./site/page-focus.ts').then(
      (focus) => {
        if (active) setLoaded(() => focus.RouteFocus);
      },
      // The connection dropped before it came: the shell stays; tried again at the next page.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [Loaded, key]);
  return Loaded ? <Loaded /> : null;
}

interface RootLayoutProps {
  /** Starts the code and data of the route at an in-site address (src/app/router.tsx). */
  readonly preload: (href: string) => void;
}

/** The frame of every route: branding, shell, guard, toasts and per-navigation effects. */
export function RootLayout({ preload }: RootLayoutProps) {
  return (
    <SiteFrame preload={preload}>
      <RouteGuard>
        {/* The route's screen, or what failed in its place (RouteError): the shell stays. */}
        <Outlet />
      </RouteGuard>
    </SiteFrame>
  );
}

/**
 * The shell around a screen (links through the router, brand, header, footer, toasts): the
 * routes' layout, and the frame of the root's error element (app/RootError.tsx).
 */
export function SiteFrame({ preload, children }: RootLayoutProps & { children: ReactNode }) {
  const follow = useFollowLink();
  usePreloadOnIntent(preload);
  return (
    // Lets @fanclub/ui's react-aria links (Link, cards, menus) navigate client-side through
    // react-router; ButtonLink, a plain anchor, takes the same navigate from LinkNavigationProvider.
    <AriaRouterProvider navigate={follow} useHref={useSiteHref}>
      <LinkNavigationProvider navigate={follow} useHref={useSiteHref}>
        <WebSpecProvider>
          <RouteChangeEffects />
          <ScrollToTop />
          <RouteFocus />
          <Layout>
            <ShellBusyNotice />
            {children}
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

/**
 * A fan about to follow an in-site link (pointer over it, or keyboard focus on it) gets the next
 * route's code and data started then, so they are often in by the time of the tap. Each address
 * once per page view; links elsewhere, downloads and new tabs are left alone.
 */
function usePreloadOnIntent(preload: (href: string) => void) {
  useEffect(() => {
    const started = new Set<string>();
    const intent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.target && link.target !== '_self') return;
      if (link.hasAttribute('download') || link.origin !== window.location.origin) return;
      const href = `${link.pathname}${link.search}`;
      if (started.has(href)) return;
      started.add(href);
      preload(href);
    };
    document.addEventListener('pointerover', intent, { passive: true });
    document.addEventListener('focusin', intent);
    return () => {
      document.removeEventListener('pointerover', intent);
      document.removeEventListener('focusin', intent);
    };
  }, [preload]);
}
