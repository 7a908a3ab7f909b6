import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isSameOriginPath, sameOriginPath } from '@fanclub/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { ownUrl, returnUrl } from '../src/lib/return-url.ts';
import { safeRedirectionUrl } from '../src/shop/order-tds.ts';
import { memoryMailer } from '../test/helpers.ts';
import { freshTestDb } from '../test/test-db.ts';
import { siteDist } from './site-dist.ts';

/**
 * Open redirects (ASVS 3.7.2): every redirect the kit makes from what a visitor sent stays on the
 * site's own origin. A browser reads a Location with the WHATWG URL parser (node's `URL` is the
 * same parser), which turns `\` into `/`, drops tabs and line breaks, and resolves `.` segments;
 * the corpus is the tricks that exploit it, plain, encoded and doubled.
 */
const SITE = 'https://fc.example.jp';

const corpus = [
  '//evil.example',
  '//evil.example/news',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/\u0000/evil.example',
  '/\u001f/evil.example',
  '/\u007f/evil.example',
  '/\u3000/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  '/%5cevil.example',
  '/%252F/evil.example',
  '/%25252F%25252Fevil.example',
  '/%09/evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '/%00',
  '/./evil.example/../..//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2e/%2fevil.example',
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/evil.example',
  '//evil.example@fc.example.jp',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '.evil.example',
  '',
  '／／evil.example',
  '/／evil.example',
  `/${'a'.repeat(3000)}`,
];

/** Where a browser at `page` goes for `location`. */
const landsOn = (location: string, page = `${SITE}/news`) => new URL(location, page);

describe('same-origin paths: the one helper every redirect goes through', () => {
  it.each(corpus.map((trick) => [JSON.stringify(trick), trick]))(
    '%s never leads off-site',
    (_label, trick) => {
      const path = sameOriginPath(trick!, '/');
      expect(path.startsWith('/')).toBe(true);
      expect(path.startsWith('//')).toBe(false);
      expect(/[\\\p{Cc}]/u.test(path)).toBe(false);
      expect(landsOn(path).origin).toBe(SITE);
      // And read again (a second redirect, a proxy that decodes once more), it still stays.
      expect(landsOn(decodeURIComponent(path)).origin).toBe(SITE);
      expect(isSameOriginPath(trick!), 'kept as a ?to= target').toBe(false);
    },
  );

  it('keeps the site’s own paths as they are', () => {
    for (const own of [
      '/',
      '/news',
      '/news?category=2&page=3',
      '/products/3#sku',
      '/my-account/card',
      '/news/%E3%83%86%E3%82%B9%E3%83%88',
      '/search?q=a%2Fb',
      '/100%',
      // Looks like a host to a reader, but a browser reads a path of ours.
      '/@evil.example',
    ]) {
      expect(sameOriginPath(own, '/fallback'), own).toBe(own);
      expect(isSameOriginPath(own), own).toBe(true);
    }
  });

  it('collapses what stays on the site but would read as another host once reused', () => {
    // A path that resolves to `//evil.example` on our own origin: harmless here, an open redirect
    // if that path were put in a Location again. It comes back with one slash.
    expect(sameOriginPath('/a/..//evil.example', '/')).toBe('/evil.example');
  });

  it('3-D Secure return addresses: only PUBLIC_URL’s origin, the path collapsed', () => {
    for (const trick of corpus.filter(Boolean)) {
      const kept = ownUrl(SITE, trick);
      if (kept !== null) {
        expect(new URL(kept).origin, trick).toBe(SITE);
        expect(new URL(kept).pathname.startsWith('//'), trick).toBe(false);
      }
      expect(new URL(returnUrl(SITE, trick, '/membership-upgrade/tds')).origin, trick).toBe(SITE);
      let answered: string | null;
      try {
        answered = safeRedirectionUrl(trick, SITE);
      } catch {
        answered = null;
      }
      if (answered !== null) expect(new URL(answered).origin, trick).toBe(SITE);
    }
    expect(ownUrl(SITE, `${SITE}//evil.example/x?y=1`)).toBe(`${SITE}/evil.example/x?y=1`);
    expect(ownUrl(SITE, '/order/tds-return?orderId=1')).toBe(`${SITE}/order/tds-return?orderId=1`);
    expect(safeRedirectionUrl('https://evil.example/order/tds-return?orderId=1', SITE)).toBe(
      `${SITE}/order/tds-return`,
    );
  });
});

/**
 * The no-script fallback of a server-rendered form: a POST to a page is answered 303 back to the
 * page. A form on another site posting to `//evil.example` on ours must not be sent on there.
 * The requests go over a real socket, byte for byte, as a browser (or an attacker) sends them.
 */
describe('the no-script form fallback (POST to a page) redirects only on the site', () => {
  let app: App;
  let db: DbHandle;
  let port = 0;

  beforeAll(async () => {
    db = await freshTestDb({ seed: true });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sec-redirects-'));
    app = await buildApp({
      config: testConfig({ dataDir, publicUrl: SITE, siteDist: await siteDist() }),
      db,
      mailer: memoryMailer(),
      serveSite: true,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Status and Location of a raw `POST <target>`; status 0 when the server closed without one. */
  const post = (target: string) =>
    new Promise<{ status: number; location: string | null }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => {
        answer += chunk;
        if (answer.includes('\r\n\r\n')) socket.end();
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
        const location = /\r\nlocation: ([^\r]*)\r\n/i.exec(answer)?.[1] ?? null;
        resolve({ status, location });
      });
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: fc.example.jp\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=1`,
        'latin1',
      );
    });

  const requestLines = corpus.filter(
    (trick) => trick && !/[\s\p{Cc}]/u.test(trick) && /^[\p{ASCII}\u0080-\u00ff]*$/u.test(trick),
  );

  it.each(requestLines.map((trick) => [trick]))('POST %s', async (trick) => {
    const { status, location } = await post(trick!);
    if (location === null) {
      // Refused as a request (400) or not a page (404): no redirect at all.
      expect([0, 400, 404]).toContain(status);
      return;
    }
    expect(status).toBe(303);
    for (const page of [`${SITE}/`, `${SITE}${trick!.startsWith('/') ? '' : '/'}`]) {
      expect(landsOn(location, page).origin, `${trick} -> ${location}`).toBe(SITE);
    }
    expect(location.startsWith('//'), location).toBe(false);
    expect(location).not.toContain('\\');
  });

  it('sends a page’s own form back to the page, query kept', async () => {
    expect(await post('/contact')).toEqual({ status: 303, location: '/contact' });
    expect(await post('/news?category=2')).toEqual({ status: 303, location: '/news?category=2' });
  });

  it('control characters and spaces in the request line never reach a redirect', async () => {
    for (const trick of ['/\t/evil.example', '/ /evil.example', '/\u0000/evil.example']) {
      const { location } = await post(trick);
      if (location !== null) expect(landsOn(location).origin, JSON.stringify(trick)).toBe(SITE);
    }
  });
});
