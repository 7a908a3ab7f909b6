import type { MembershipCard } from '@fanclub/domain/contract';

/**
 * The membership card offline. Once the card has loaded, the page keeps it and what it needs to
 * open (its HTML, scripts, styles, fonts and pictures) in one Cache Storage cache; the service
 * worker (public/sw.js) answers from that cache when the network fails. Nothing else is kept, and
 * logout deletes the cache, so the card never outlives the member's session on a shared browser.
 */
export const CARD_CACHE = 'fanclub-card-v1';
const CARD_ENTRY = '/__offline/membership-card.json';
export const SERVICE_WORKER_URL = '/sw.js';

export interface SavedCard {
  readonly card: MembershipCard;
  /** When the card was loaded (ISO), shown while offline. */
  readonly savedAt: string;
}

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

export const saveCardOffline = async (card: MembershipCard, now = new Date()): Promise<void> => {
  const storage = cacheStorage();
  if (!storage) return;
  const cache = await storage.open(CARD_CACHE);
  const saved: SavedCard = { card, savedAt: now.toISOString() };
  await cache.put(
    CARD_ENTRY,
    new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
  );
};

export const readCardOffline = async (): Promise<SavedCard | null> => {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    const hit = await (await storage.open(CARD_CACHE)).match(CARD_ENTRY);
    return hit ? ((await hit.json()) as SavedCard) : null;
  } catch {
    return null;
  }
};

export const forgetCardOffline = async (): Promise<void> => {
  await cacheStorage()?.delete(CARD_CACHE);
};

const OWN_KINDS = new Set(['script', 'link', 'css', 'img', 'font', 'other']);

/**
 * Keeps the page itself (`location.pathname`) and every same-origin file it loaded, API calls
 * excepted, so the card opens again without a network. Runs after the card is shown. The code
 * comes from the document (scripts, styles and the module preloads of every loaded route, which
 * the browser's resource timing list may have dropped once full) plus `ownUrl`, the card
 * screen's own chunk; pictures and fonts from the resource timing list.
 */
export const keepPageOffline = async (
  ownUrl: string,
  location: Location = window.location,
): Promise<void> => {
  const storage = cacheStorage();
  if (!storage) return;
  const cache = await storage.open(CARD_CACHE);
  const code = [
    ...document.querySelectorAll<HTMLScriptElement>('script[src]'),
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
  ].map((element) => ('src' in element ? element.src : element.href));
  const timed =
    typeof performance === 'undefined'
      ? []
      : performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => 'initiatorType' in entry)
          .filter((entry) => OWN_KINDS.has(entry.initiatorType))
          .map((entry) => entry.name);
  const files = [ownUrl, ...code, ...timed]
    .map((href) => new URL(href, location.href))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname + url.search);
  await Promise.all(
    [location.pathname, ...new Set(files)].map(async (path) => {
      try {
        const answer = await fetch(path, { credentials: 'same-origin' });
        if (answer.ok) await cache.put(path, answer);
      } catch {
        // Offline already, or a file gone since: the rest is still worth keeping.
      }
    }),
  );
  // A logout while the files were fetched deleted the card; opening the cache created it again.
  if (!(await cache.match(CARD_ENTRY))) await storage.delete(CARD_CACHE);
};

/**
 * Registers the service worker that serves the kept card offline (where browsers have one);
 * true when it is in place, so the page's files are worth keeping.
 */
export const registerCardWorker = async (): Promise<boolean> => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  // Never take the page from another worker (the workshop's mock API runs in one).
  const current = navigator.serviceWorker.controller?.scriptURL;
  if (current && new URL(current).pathname !== SERVICE_WORKER_URL) return false;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    return true;
  } catch {
    // No worker (private mode, http on another host): the card still works online.
    return false;
  }
};
