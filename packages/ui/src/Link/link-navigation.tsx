import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * How a `ButtonLink` hands an internal href to the app's router. Set once near the root (the site
 * gives react-router's `navigate` and `useHref`). Without it links are plain browser navigation.
 * This is all `ButtonLink` needs of routing, so it does not pull in react-aria's RouterProvider and
 * link machinery; RAC-based links still use RAC's RouterProvider, which the app sets as well.
 */
export type LinkNavigation = {
  /** Navigates client-side to the href as written on the link. */
  navigate: (href: string) => void;
  /** A hook that turns the written href into the DOM's (router basename, relative paths). */
  useHref?: (href: string) => string;
};

const LinkNavigationContext = createContext<LinkNavigation | null>(null);

export function LinkNavigationProvider({
  navigate,
  useHref,
  children,
}: LinkNavigation & { children: ReactNode }) {
  return <LinkNavigationContext value={{ navigate, useHref }}>{children}</LinkNavigationContext>;
}

/** The app's navigation for links, or null when the tree has no `LinkNavigationProvider`. */
export function useLinkNavigation(): LinkNavigation | null {
  return useContext(LinkNavigationContext);
}

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'defaultPrevented'>;
type Anchor = Pick<HTMLAnchorElement, 'origin' | 'getAttribute' | 'hasAttribute'>;

/**
 * Whether a click on a link is the app router's to handle: a plain primary click (no modifier: those
 * open a new tab or window, or download) on a same-origin link that opens in the same browsing
 * context and is not a download, and nobody prevented the default before. Everything else is left to
 * the browser. The same rule as react-aria's RouterProvider.
 */
export function shouldClientNavigate(
  event: Click,
  link: Anchor,
  origin = globalThis.location?.origin,
): boolean {
  const target = link.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === origin
  );
}

const sameHref = (href: string) => href;

/**
 * The `href` and `onClick` of a native `<a>` that follows the app's router: the DOM href through the
 * router's `useHref`, and a plain click on an internal href handed to `LinkNavigationProvider`'s
 * navigate (modifier and middle clicks, `target`, downloads and other origins stay the browser's).
 * Without a provider it is plain browser navigation.
 */
export function useRouterLink(href: string, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const navigation = useLinkNavigation();
  // A hook of the app's router when one is set (the provider does not come and go).
  const domHref = (navigation?.useHref ?? sameHref)(href);
  return {
    href: domHref,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (navigation && shouldClientNavigate(event, event.currentTarget)) {
        event.preventDefault();
        navigation.navigate(href);
      }
    },
  };
}
