import { createContext, use } from 'react';

/**
 * The host of the club's public address (PUBLIC_URL), which its mails come from by default
 * (`no-reply@` that host, docs/architecture.md "Registration"). The server renders with it
 * (src/entry-server.tsx provides it from the address it renders); the browser reads the same host
 * from the page's canonical link, which the server wrote from PUBLIC_URL too, so a hydrated page
 * says what the server said and nothing moves. Without a canonical link (vite dev) it is the
 * browser's own host.
 */
export const PublicHostContext = createContext<string | null>(null);

export function usePublicHost(): string | null {
  const fromServer = use(PublicHostContext);
  if (fromServer) return fromServer;
  if (typeof document === 'undefined') return null;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).hostname : window.location.hostname;
}
