import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { notices } from '../src/db/schema/index.ts';
import { publicationSweeper } from '../src/jobs/publication.ts';
import { renderData } from '../src/site/render-data.ts';
import { createRedisStore, type SharedStore } from '../src/shared/store.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { freshTestDb } from './test-db.ts';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

const INDEX = `<!doctype html>
<html lang="ja">
  <head>
    <!--app-head-->
    <title>ファンクラブ</title>
    <!--/app-head-->
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for the site's server build: `/`, `/notice`, `/notice/:id`, `/products/:id` and `/topic`
 * are public, `/voting` is a members' route. A page shows the newest notice's title (a product page,
 * the product's name) and how many renders this process has made, so a test sees whether an answer
 * was rendered again. While `globalThis.pageHold` is a promise, every render waits for it, and
 * counts in `globalThis.pageAborts` a render whose signal was aborted.
 */
const ENTRY = `
const g = globalThis;
export const routeAccess = (p) =>
  /^\\/(notice(\\/[^/]+)?|products\\/[^/]+|topic)?$/.test(p) ? 'public' : p === '/voting' ? 'members' : 'unknown';
export async function render({ url, fetch, companyId, signal }) {
  const { pathname } = new URL(url);
  g.pageRenders = (g.pageRenders ?? 0) + 1;
  const count = g.pageRenders;
  if (g.pageHold) {
    signal?.addEventListener('abort', () => (g.pageAborts = (g.pageAborts ?? 0) + 1));
    await g.pageHold;
  }
  const product = pathname.startsWith('/products/') ? pathname.split('/')[2] : null;
  const answer = await fetch(new URL(product ? '/api/v1/products/' + product : '/api/v1/notices?limit=1', url), {
    headers: { 'company-id': String(companyId) },
  });
  const body = await answer.json();
  const title = product ? body.name : body.data[0].title;
  return {
    html: '<main><h1>' + title + '</h1><p>render ' + count + '</p></main>',
    state: '<script type="application/json" id="site-state">{}</script>',
    head: { title, type: 'website', path: pathname },
  };
}
`;

interface Globals {
  pageRenders?: number;
  pageHold?: Promise<void>;
  pageAborts?: number;
}
const g = globalThis as Globals;

const makeSite = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'fanclub-pages-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, '.vite'));
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/app.js', isEntry: true } }),
  );
  await writeFile(path.join(dist, 'assets', 'app.js'), '');
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
  return { root, dist };
};

/** An app serving the stand-in site, as `start` runs it, on a seeded database. */
const siteApp = async (
  site: { root: string; dist: string },
  overrides: Partial<Config> = {},
  shared?: SharedStore,
) => {
  const db = await freshTestDb({ seed: true });
  const config = testConfig({
    dataDir: site.root,
    siteDist: site.dist,
    consoleDist: path.join(site.root, 'none'),
    publicUrl: 'http://localhost:3000',
    nodeEnv: 'production',
    ...overrides,
  });
  const app = await buildApp({ config, db, serveSite: true, ...(shared ? { shared } : {}) });
  await app.ready();
  return { db, config, app };
};

/** The web-spec cookies an earlier answer set, as the browser sends them back. */
const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');

const renders = () => g.pageRenders ?? 0;
const newestNotice = async (db: DbHandle) =>
  (await db.db.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id)).limit(1))[0]!;

describe('cached public pages (one process, memory)', () => {
  let site: Awaited<ReturnType<typeof makeSite>>;
  let db: DbHandle;
  let app: App;
  let cookies: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { cookie: cookies, ...headers } });

  beforeAll(async () => {
    site = await makeSite();
    ({ db, app } = await siteApp(site, { renderConcurrency: 1 }));
    cookies = cookiesOf((await app.inject({ method: 'GET', url: '/' })).headers['set-cookie']);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(site.root, { recursive: true, force: true });
  });
  afterEach(() => {
    g.pageHold = undefined;
  });

  it('renders a public page once and answers it again from the cache, byte for byte, shareable', async () => {
    const first = await get('/notice');
    const before = renders();
    const second = await get('/notice');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(renders()).toBe(before);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain(`<h1>${(await newestNotice(db)).title}</h1>`);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    // A visitor who holds the web-spec cookies is not sent them again: nothing of theirs is in it.
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await get('/notice', { 'if-none-match': second.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a kept page compressed once, as the visitor takes it, with the same validator', async () => {
    const plain = await get('/notice');
    const br = await get('/notice', { 'accept-encoding': 'gzip, deflate, br' });
    const brAgain = await get('/notice', { 'accept-encoding': 'br' });
    const gzip = await get('/notice', { 'accept-encoding': 'br;q=0, gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // The same bytes: made once, not again for each answer.
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain, br, gzip].map((answer) => answer.headers.etag)).size).toBe(1);
    const held = await get('/notice', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
  });

  it('sends a visitor without the web-spec cookies the same page with them, for them alone', async () => {
    await get('/notice');
    const fresh = await app.inject({ method: 'GET', url: '/notice' });
    expect(fresh.headers['x-cache']).toBe('hit');
    expect(cookiesOf(fresh.headers['set-cookie'])).toContain('fc_web_spec=');
    expect(fresh.headers['cache-control']).toBe('private, no-cache');
  });

  it('keys a page by its path and the query that changes it, and caches no other query', async () => {
    await get('/notice?page=2&category=1');
    expect((await get('/notice?category=1&page=2')).headers['x-cache']).toBe('hit');
    expect((await get('/notice?page=3')).headers['x-cache']).toBe('miss');
    const tracked = await get('/notice?utm_source=x');
    expect(tracked.headers['x-cache']).toBe('miss');
    expect((await get('/notice?utm_source=x')).headers['x-cache']).toBe('miss');
    expect(tracked.headers['cache-control']).toBe('private, no-cache');
    // Not public: never kept.
    expect((await get('/nowhere')).headers['cache-control']).not.toContain('public');
  });

  it('renders a page again once a resource it was rendered from changes, not before', async () => {
    await get('/notice');
    await get('/products/1');
    const notice = await newestNotice(db);
    await db.db.update(notices).set({ title: '更新されたお知らせ' }).where(eq(notices.id, notice.id));
    // A product's stock changing leaves the notices page alone.
    await app.publicCache.invalidate('products');
    expect((await get('/notice')).headers['x-cache']).toBe('hit');
    expect((await get('/products/1')).headers['x-cache']).toBe('miss');
    await app.publicCache.invalidate('notices');
    const after = await get('/notice');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('<h1>更新されたお知らせ</h1>');
    // The brand (the web specification) heads every page.
    await app.publicCache.invalidate('site');
    expect((await get('/notice')).headers['x-cache']).toBe('miss');
    expect((await get('/notice')).headers['x-cache']).toBe('hit');
  });

  it('renders a page again when a post set for later comes out', async () => {
    await get('/notice');
    const soon = Date.now() + 2_000;
    const notice = await newestNotice(db);
    await db.db.insert(notices).values({
      ...notice,
      id: undefined,
      title: '予約のお知らせ',
      publishedAt: new Date(soon),
      createdAt: new Date(),
    });
    // The first sweep looks at the second before the post's time (whatever the other tests published
    // and however long the insert took on a busy machine): nothing is due yet.
    let clock = soon - 500;
    const sweep = publicationSweeper(db.db, app.publicCache.invalidate, 1_000, () => clock);
    expect((await sweep()).published).not.toContain('notices');
    expect((await get('/notice')).headers['x-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon - Date.now() + 50)));
    clock = Date.now();
    expect((await sweep()).published).toContain('notices');
    const after = await get('/notice');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('<h1>予約のお知らせ</h1>');
  });

  it('gives the render a public answer the JSON cache holds from the cache itself, noting its version', async () => {
    const data = renderData(app, '127.0.0.1');
    const url = 'http://localhost:3000/api/v1/notices?limit=3';
    const init = { headers: { 'company-id': '3' } };
    const first = await (await data.fetch(url, init)).json();
    const inject = vi.spyOn(app, 'inject');
    try {
      const second = await data.fetch(url, init);
      expect(inject).not.toHaveBeenCalled();
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual(first);
    } finally {
      inject.mockRestore();
    }
    expect(data.deps).toEqual({ notices: await app.publicCache.version('notices') });
    // A call that is not a public read goes through the server, refusals and all.
    expect((await data.fetch('http://localhost:3000/api/v1/users/carts', init)).status).toBe(401);
  });

  it('sends a guest on a members’ route to sign-in, with no page at all', async () => {
    const guest = await app.inject({ method: 'GET', url: '/voting?tab=2' });
    expect(guest.statusCode).toBe(303);
    expect(guest.headers.location).toBe('/sign-in?to=%2Fvoting%3Ftab%3D2');
    expect(guest.headers['cache-control']).toBe('no-store');
    // Sign-in marks the browser as a member's: the members' page is then theirs to load.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: { 'company-id': '3' },
      payload: { email: 'free@example.jp', password: 'Passw0rd!' },
    });
    const mark = [signedIn.headers['set-cookie']].flat().find((c) => c?.startsWith('fc_session='));
    expect(mark).toMatch(/fc_session=1;.*Path=\/;.*HttpOnly/);
    const member = await app.inject({ method: 'GET', url: '/voting', headers: { cookie: 'fc_session=1' } });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<div id="root"></div>');
    expect(member.headers['cache-control']).toBe('no-cache');
  });

  it('past its renders in flight, answers the stale copy or the shell at once, and shares a render', async () => {
    await get('/');
    await app.publicCache.invalidate('notices');
    let release!: () => void;
    g.pageHold = new Promise((resolve) => (release = resolve));
    const before = renders();
    // Two visitors of a page nobody has rendered yet: one render for both.
    const waiting = [get('/notice?page=9'), get('/notice?page=9')];
    await expect.poll(renders).toBe(before + 1);
    // The one render this process runs at once is busy: a stale page is answered as it is…
    const stale = await get('/');
    expect(stale.headers['x-cache']).toBe('stale');
    expect(stale.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=60');
    // …and a page with no copy is the client-rendered shell, never a queue.
    const shed = await get('/topic');
    expect(shed.headers['x-cache']).toBe('shed');
    expect(shed.body).toContain('<div id="root"></div>');
    expect(shed.headers['cache-control']).toBe('no-cache');
    release();
    const answers = await Promise.all(waiting);
    expect(answers.map((a) => a.headers['x-cache'])).toEqual(['miss', 'miss']);
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(renders()).toBe(before + 1);
    expect((await get('/')).headers['x-cache']).toBe('miss');
  });

  it('stops a render whose visitor has gone', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let release!: () => void;
    g.pageHold = new Promise((resolve) => (release = resolve));
    const aborts = g.pageAborts ?? 0;
    const before = renders();
    const visit = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/notice?page=11',
      headers: { cookie: cookies },
    });
    visit.on('error', () => {});
    visit.end();
    await expect.poll(renders).toBe(before + 1);
    visit.destroy();
    await expect.poll(() => g.pageAborts ?? 0).toBe(aborts + 1);
    release();
    // Its place is free again: the next page renders.
    g.pageHold = undefined;
    expect((await get('/notice?page=12')).headers['x-cache']).toBe('miss');
    expect((await get('/notice?page=12')).headers['x-cache']).toBe('hit');
  });
});

describe.skipIf(!TEST_REDIS_URL)('cached public pages shared through Redis by two processes', () => {
  let site: Awaited<ReturnType<typeof makeSite>>;
  let stores: SharedStore[];
  let first: Awaited<ReturnType<typeof siteApp>>;
  let other: App;

  beforeAll(async () => {
    site = await makeSite();
    const prefix = `fanclub-test-${randomBytes(6).toString('hex')}:`;
    stores = [createRedisStore(TEST_REDIS_URL!, prefix), createRedisStore(TEST_REDIS_URL!, prefix)];
    first = await siteApp(site, {}, stores[0]);
    other = await buildApp({ config: first.config, db: first.db, serveSite: true, shared: stores[1] });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await first?.app.close();
    await first?.db.close();
    for (const store of stores ?? []) {
      const keys = await store.redis!.keys(`${store.prefix}*`);
      if (keys.length) await store.redis!.del(...keys);
      await store.close();
    }
    await rm(site.root, { recursive: true, force: true });
  });

  it('a page rendered by one process is served by the other, and a change reaches both', async () => {
    const read = (app: App) => app.inject({ method: 'GET', url: '/products/1' });
    const rendered = await read(first.app);
    expect(rendered.headers['x-cache']).toBe('miss');
    const before = renders();
    const fromRedis = await read(other);
    expect(fromRedis.headers['x-cache']).toBe('hit');
    expect(fromRedis.body).toBe(rendered.body);
    expect(renders()).toBe(before);

    await first.app.publicCache.invalidate('products');
    // The message reaches the other process through Redis pub/sub: it renders the page again.
    await expect.poll(async () => (await read(other)).headers['x-cache'], { timeout: 5000 }).toBe('miss');
    expect((await read(first.app)).headers['x-cache']).toBe('hit');
  });
});
