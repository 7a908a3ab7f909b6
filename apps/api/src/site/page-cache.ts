/**
 * Rendered public pages (docs/page-cache.md): the whole HTML of a guest's page, kept under a key
 * (the build, the path and the query that changes the page) with the public resources it was
 * rendered from and their versions at the time. A page is fresh while every one of those versions
 * is still current (the invalidation of the cached JSON answers, shared/public-cache.ts, bumps them
 * in every process at once) and it is younger than `PAGE_TTL_MS`; a page that is
 * no longer fresh is kept a while as a stale copy, answered when the server is too busy to render.
 * Two layers, as for the JSON answers: this process's memory, and Redis when the processes share
 * one (a process that starts, or whose copy went stale, takes another process's newer render).
 */
import type { PublicCache } from '../shared/public-cache.ts';
import type { SharedStore } from '../shared/store.ts';

export interface RenderedPage {
  /** The whole document. */
  readonly html: string;
  /** Its validator, computed once (the answer's `ETag`). */
  readonly etag: string;
  /** The public resources (contract resource keys) the page was rendered from, each at its version then. */
  readonly deps: Readonly<Record<string, number>>;
  /** When it was rendered (ms since the epoch). */
  readonly renderedAt: number;
}

export interface PageLookup {
  readonly page: RenderedPage | null;
  /** The page is as it would be rendered now. */
  readonly fresh: boolean;
}

export interface PageCache {
  readonly enabled: boolean;
  lookup: (key: string) => Promise<PageLookup>;
  save: (key: string, page: RenderedPage) => Promise<void>;
}

/**
 * A page is rendered again at least this often. The browser takes the data that came with a page
 * as fresh for a minute (the site's query `staleTime`) from when it was rendered: with the proxy's
 * `s-maxage` of 10 s on top, a page is never old enough to have its data asked for again.
 */
export const PAGE_TTL_MS = 45 * 1000;
/** How long a page is kept after it was rendered, for answering stale when the server is busy. */
export const PAGE_KEEP_MS = 60 * 60 * 1000;
/** Pages one process keeps in memory; the least recently used goes first. */
const LOCAL_PAGES = 300;

export const createPageCache = (
  store: SharedStore,
  publicCache: PublicCache,
  options: { now?: () => number } = {},
): PageCache => {
  const now = options.now ?? Date.now;
  const local = new Map<string, RenderedPage>();
  const shared = store.kind === 'redis';

  const isFresh = async (page: RenderedPage) => {
    if (now() - page.renderedAt >= PAGE_TTL_MS) return false;
    for (const [resource, version] of Object.entries(page.deps))
      if ((await publicCache.version(resource)) !== version) return false;
    return true;
  };
  const keep = (key: string, page: RenderedPage) => {
    local.delete(key);
    local.set(key, page);
    if (local.size > LOCAL_PAGES) local.delete(local.keys().next().value!);
  };
  const fromStore = async (key: string): Promise<RenderedPage | null> => {
    if (!shared) return null;
    const raw = await store.get(`page:${key}`);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as RenderedPage;
    } catch {
      return null;
    }
  };

  return {
    enabled: publicCache.enabled,
    lookup: async (key) => {
      let page = local.get(key) ?? null;
      if (page) keep(key, page);
      if (page && (await isFresh(page))) return { page, fresh: true };
      const stored = await fromStore(key);
      if (stored && (!page || stored.renderedAt > page.renderedAt)) {
        page = stored;
        keep(key, page);
      }
      if (!page) return { page: null, fresh: false };
      if (now() - page.renderedAt >= PAGE_KEEP_MS) {
        local.delete(key);
        return { page: null, fresh: false };
      }
      return { page, fresh: await isFresh(page) };
    },
    save: async (key, page) => {
      keep(key, page);
      if (shared) await store.set(`page:${key}`, JSON.stringify(page), PAGE_KEEP_MS);
    },
  };
};
