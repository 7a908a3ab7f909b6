import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { freshTestDb } from './test-db.ts';

const INDEX = `<!doctype html><html lang="ja"><head><!--app-head--><!--/app-head-->
<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>
${'<!-- a shell long enough to be worth compressing -->\n'.repeat(40)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('ようこそ'.repeat(500))};\n`;

/**
 * How the built site and the API's answers travel (issue 13): the build's brotli and gzip copies
 * chosen by Accept-Encoding, hashed assets kept a year, HTML and JSON compressed and validated by
 * ETag with 304 answers.
 */
describe('delivery: compression, caching and validators', () => {
  let app: App;
  let db: DbHandle;
  let dist: string;
  const company = { 'company-id': '3' };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fanclub-delivery-'));
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    const js = path.join(dist, 'assets', 'app-abc123.js');
    await writeFile(js, SCRIPT);
    await writeFile(`${js}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${js}.gz`, gzipSync(SCRIPT));
    db = await freshTestDb({ seed: true });
    const config = testConfig({ dataDir: dist, siteDist: dist, consoleDist: path.join(dist, 'none') });
    app = await buildApp({ config, db, serveSite: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br, gzip', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'sends the build-time %s copy of a hashed asset, kept a year',
    async (encoding, accept, decode) => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 2);
      expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('sends the plain asset to a browser that takes no compression', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('keeps the build manifest private and revalidates unhashed files', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.headers['content-type']).not.toContain('json');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/notice', '/products/1'])(
    'compresses the HTML of %s, never caches it without asking, and answers 304 to its ETag',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('compresses public content JSON and answers 304 when the browser holds the same answer', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/notices?limit=5',
      headers: { ...company, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/notices?limit=5',
      headers: { ...company, 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another page is another answer: a stale validator gets the whole body.
    const other = await app.inject({
      method: 'GET',
      url: '/api/v1/notices?limit=5&offset=5',
      headers: { ...company, 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('gives no validator to refusals and writes', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/v1/notices/999999', headers: company });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const post = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: company,
      payload: { email: 'nobody@example.jp', password: 'wrong-password-1' },
    });
    expect(post.headers.etag).toBeUndefined();
  });
});
