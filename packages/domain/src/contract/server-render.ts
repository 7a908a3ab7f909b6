/**
 * What the site's server entry (apps/site src/entry-server.tsx, its Vite SSR build) and the API
 * server that loads it (apps/api src/plugins/site.ts) agree on: types only, one place.
 */

export interface RenderRequest {
  /** The page's absolute address as the visitor asked for it. */
  readonly url: string;
  /** How the API is reached: the API server passes its own, in-process one. */
  readonly fetch: typeof fetch;
  /** The `company-id` every API call carries. */
  readonly companyId?: number;
  /**
   * Aborted when nobody waits for the page any more (its visitors have gone, or it took too long):
   * the render stops instead of finishing for no one.
   */
  readonly signal?: AbortSignal;
}

/**
 * Who may see a path of the site: `public` (spec section 2's public list: guests too), `members`
 * (a route that needs a session) or `unknown` (no route of the site: the not-found page, to anyone).
 */
export type RouteAccess = 'public' | 'members' | 'unknown';

/** What the page's `<head>` says of it, beyond the site's own title and description. */
export interface PageHead {
  /** The screen's title (its h1), shown before the site's title; none on the home page. */
  readonly title?: string;
  /** The item's own summary (a notice, a product), for search results and share cards. */
  readonly description?: string;
  /** The item's picture, for share cards (site-relative or absolute). */
  readonly image?: string;
  /** `article` for an item's page, `website` otherwise. */
  readonly type: 'article' | 'website';
  /** The page's canonical path (and `?page=` of a list). */
  readonly path: string;
}

export interface RenderResult {
  /** The HTML of `#root`. */
  readonly html: string;
  /** The JSON script the browser starts from (apps/site src/app/server-state.ts), after `#root`. */
  readonly state: string;
  readonly head: PageHead;
  /**
   * The modules the page's script runs, as the site's build manifest names them
   * (`src/islands/client.tsx` for a document with islands, `src/app/start.tsx` for the whole app):
   * the server preloads their chunks beside the entry.
   */
  readonly modules?: readonly string[];
  /**
   * The page is a document whose islands alone run (the site's README "Islands"): the server
   * preloads `modules` only, none of the screens' chunks its stylesheets come with.
   */
  readonly islands?: boolean;
}

/** The server entry's one export the API calls for every HTML address. */
export interface SiteServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  /**
   * The site's route table's answer for a path (the path part, as requested): the API server sends a
   * guest on a members' route to sign-in itself, and caches only public pages.
   */
  routeAccess?(pathname: string): RouteAccess;
}
