import { createPath, useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host/…`): no route of the app. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Paths the server answers itself, never the app: the API, the console, files, and the sandbox
 * gateways' pages (the konbini slip, the 3-D Secure challenge). Opening one is a document load; the
 * app's router would show its not-found screen there. The server's list: apps/api/src/plugins/site.ts
 * `isSpaRoute`.
 */
const SERVER_PATHS = ['/api/', '/console', '/sandbox-pay/', '/assets/', '/demo/', '/uploads/', '/media/'];

/** True when `href` is not a screen of the app: another site, or a page the server answers itself. */
export const isDocumentHref = (href: string): boolean =>
  ABSOLUTE_URL.test(href) || SERVER_PATHS.some((prefix) => href.startsWith(prefix));

/**
 * The DOM href of a link (react-router's `useHref` for the app's own paths). An absolute URL, such as
 * a konbini slip page the gateway serves, is kept as written: react-router would resolve it as a
 * path relative to the current screen (`/order/history/7/https:/…`).
 */
export function useSiteHref(href: string): string {
  const routed = useHref(ABSOLUTE_URL.test(href) ? '.' : href);
  return ABSOLUTE_URL.test(href) ? href : routed;
}

/**
 * The navigate that the library's links (react-aria's and the native ones) hand their href to. As
 * react-router's own `<Link>`: a link to the screen already shown replaces the history entry, so
 * Back leaves the screen instead of showing it again. A link to a page outside the app (another
 * site, a same-origin absolute URL, a page the server answers itself) loads that page.
 */
export function useFollowLink(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  return (to, options) => {
    if (isDocumentHref(to)) {
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
      return;
    }
    void navigate(to, { ...options, replace: options?.replace ?? to === here });
  };
}
