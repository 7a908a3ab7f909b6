import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { memoryMailer } from '../test/helpers.ts';
import { freshTestDb } from '../test/test-db.ts';
import { siteDist } from './site-dist.ts';

/**
 * Security headers on every kind of answer (HTML, JSON, assets, media, errors), CORS, and the
 * password hash parameters (ASVS 3.4, 14.3, 11.4.2). Runs against the built site when one exists,
 * else against a minimal one (the security stage runs before the site is built on a clean clone).
 */
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

/** Inline scripts of an HTML answer must be allowed by a nonce or hash, never by 'unsafe-inline'. */
/**
 * Every inline script the HTML carries may run under the CSP only by its nonce or hash. A data
 * script (`type="application/json"`, the server-rendered page's state) is never run; it must not
 * hold a raw `<`, so no `</script>` in the data can end it and start markup of its own.
 */
const inlineScriptsAllowed = (html: string, scriptSrc: string[]) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].every(([, attrs, body]) => {
    if (/\btype="application\/json"/.test(attrs ?? '')) return !(body ?? '').includes('<');
    const nonce = /nonce="([^"]+)"/.exec(attrs ?? '')?.[1];
    const hash = `'sha256-${createHash('sha256')
      .update(body ?? '')
      .digest('base64')}'`;
    return (nonce && scriptSrc.includes(`'nonce-${nonce}'`)) || scriptSrc.includes(hash);
  });

describe.each([
  ['http', 'http://localhost:3000'],
  ['https (behind a TLS proxy)', 'https://fc.example.jp'],
])('headers over %s', (_label, publicUrl) => {
  let app: App;
  let db: DbHandle;
  let asset = '/assets/app.js';
  beforeAll(async () => {
    const dist = await siteDist();
    const js = (await readFile(path.join(dist, 'index.html'), 'utf8')).match(
      /src="(\/assets\/[^"]+\.js)"/,
    )?.[1];
    if (js) asset = js;
    db = await freshTestDb({ seed: true });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sec-headers-'));
    app = await buildApp({
      config: testConfig({ dataDir, publicUrl, siteDist: dist }),
      db,
      mailer: memoryMailer(),
      serveSite: true,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const kinds = () => [
    ['HTML', '/'],
    ['HTML (a client route)', '/news/1'],
    ['JSON', '/api/v1/news'],
    ['asset', asset],
    ['demo image', '/demo/site/favicon.svg'],
    ['JSON error', '/api/v1/news/abc'],
    ['JSON 404', '/api/v1/no-such-call'],
    ['media without signature', '/media/videos/mv-4.mp4'],
    ['missing file', '/demo/nothing.svg'],
  ];

  it('every kind of answer carries CSP (scripts without unsafe-inline), nosniff, Referrer-Policy, frame-ancestors', async () => {
    for (const [kind, url] of kinds()) {
      const res = await app.inject({ method: 'GET', url: url!, headers: { 'company-id': '3' } });
      const csp = String(res.headers['content-security-policy'] ?? '');
      const d = directives(csp);
      expect(csp, kind).not.toBe('');
      expect(d['script-src'], kind).toBeDefined();
      expect(d['script-src'], kind).not.toContain("'unsafe-inline'");
      expect(d['frame-ancestors'], kind).toEqual(["'none'"]);
      // ASVS 5.0 3.4.3: object-src 'none' and base-uri 'none'.
      expect(d['object-src'], kind).toEqual(["'none'"]);
      expect(d['base-uri'], kind).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(res.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by'], kind).toBeUndefined();
      if (publicUrl.startsWith('https://'))
        // ASVS 5.0 3.4.1: a year at least, and (level 2) every subdomain.
        expect(String(res.headers['strict-transport-security']), kind).toMatch(
          /max-age=31536000; includeSubDomains/,
        );
      else expect(res.headers['strict-transport-security'], kind).toBeUndefined();
      if (String(res.headers['content-type']).startsWith('text/html')) {
        expect(
          inlineScriptsAllowed(res.body, d['script-src']!),
          `${kind}: inline scripts need a nonce or hash`,
        ).toBe(true);
      }
    }
  });

  it('CORS: a foreign origin gets no access, also not by preflight', async () => {
    const simple = await app.inject({
      method: 'GET',
      url: '/api/v1/news',
      headers: { 'company-id': '3', origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/users/sign-in',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,company-id',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('passwords are hashed with argon2id, m ≥ 19456 KiB, t ≥ 2 (ASVS 11.4.2)', async () => {
    const [row] = await db.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'paid@example.jp'));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row!.hash);
    expect(match, row!.hash.slice(0, 30)).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });
});
