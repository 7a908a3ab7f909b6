/*
 * The membership card's service worker. It changes nothing while the network answers: pages and
 * files come from the server as usual. When a request of this site fails (offline), it answers
 * from the cache the card page filled (apps/site/src/pages/account/card-offline.ts): the card's
 * page, its scripts, styles and pictures. API calls are never answered from here.
 */
const CARD_CACHE = 'fanclub-card-v1';
/** The saved card itself: the page writes it first, and logout deletes the whole cache. */
const CARD_ENTRY = '/__offline/membership-card.json';

/**
 * Adds a built file to the kept card's cache, only while a card is kept. A logout that deletes
 * the cache between the check and the write would see it created again here: the write then
 * finds no card in it and deletes it, so nothing outlives the member's session.
 */
const keepAsset = async (request, answer) => {
  if (!(await caches.match(CARD_ENTRY, { cacheName: CARD_CACHE }))) return;
  const cache = await caches.open(CARD_CACHE);
  await cache.put(request, answer);
  if (!(await cache.match(CARD_ENTRY))) await caches.delete(CARD_CACHE);
};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;
  event.respondWith(
    fetch(request).then(
      (answer) => {
        // Built code is immutable (hashed names): while a card is kept (no cache after logout),
        // keep what the screens load from now on as well.
        if (answer.ok && url.pathname.startsWith('/assets/')) {
          event.waitUntil(keepAsset(request, answer.clone()));
        }
        return answer;
      },
      async () => {
        // `caches.match` reads without creating the cache when nothing is kept.
        const kept = await caches.match(request, {
          cacheName: CARD_CACHE,
          ignoreVary: true,
          ignoreSearch: request.mode === 'navigate',
        });
        return kept ?? Response.error();
      },
    ),
  );
});
