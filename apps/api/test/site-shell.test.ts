import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtures } from '@fanclub/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { brandVariables } from '../src/site/brand-colors.ts';
import { freshTestDb } from './test-db.ts';

const INDEX = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>ファンクラブ</title>
    <meta name="description" content="ファンクラブ公式サイト" />
    <!--/app-head-->
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const spec = fixtures.webSpecification;

/** Cookies of a response by name, with their attributes. */
const cookiesOf = (res: {
  cookies: { name: string; value: string; path?: string; sameSite?: string; httpOnly?: boolean }[];
}) => new Map(res.cookies.map((c) => [c.name, c]));

describe('serving the built site with the web specification (production)', () => {
  let app: App;
  let db: DbHandle;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fanclub-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
    db = await freshTestDb({ seed: true });
    const config = testConfig({
      dataDir: dist,
      siteDist: dist,
      publicUrl: 'https://fan.example.jp',
      nodeEnv: 'production',
    });
    app = await buildApp({ config, db, serveSite: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/news/3', '/my-page/orders?page=2'])(
    'writes the specification into the head of %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).not.toContain('<!--app-head-->');
      expect(html).not.toContain('<title>ファンクラブ</title>');
      expect(html).toContain(`<title>${spec.siteTitle.replace(/"/g, '&quot;')}</title>`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:type" content="website" />');
      expect(html).toContain(
        `<meta property="og:image" content="https://fan.example.jp${spec.siteOGImage}" />`,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain(`<link rel="icon" href="${spec.favicon}" type="image/svg+xml" />`);
      const vars = brandVariables(spec);
      expect(html).toContain(`--brand-main:${vars['--brand-main']}`);
      expect(html).toContain(`--brand-main-hover:${vars['--brand-main-hover']}`);
      expect(html).toContain(`--brand-secondary-hover:${vars['--brand-secondary-hover']}`);
      // The app's own script and the rest of the page are untouched.
      expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    },
  );

  it('sets the three web-spec cookies the site reads back (docs/web-spec-cookies.md)', async () => {
    const res = await app.inject({ method: 'GET', url: '/membership' });
    const cookies = cookiesOf(res);
    const read = (name: string) =>
      JSON.parse(
        decodeURIComponent(res.headers['set-cookie']!.toString().split(`${name}=`)[1]!.split(';')[0]!),
      );
    expect(read('fc_web_spec')).toMatchObject({
      siteTitle: spec.siteTitle,
      mainColor: spec.mainColor,
      secondaryColor: spec.secondaryColor,
    });
    expect(read('fc_web_spec_images')).toMatchObject({
      siteOGImage: spec.siteOGImage,
      favicon: spec.favicon,
      logos: spec.logos,
    });
    expect(read('fc_social_links')).toEqual({
      tiktokLink: spec.tiktokLink,
      instagramLink: spec.instagramLink,
      xLink: spec.xLink,
      youtubeLink: spec.youtubeLink,
    });
    for (const name of ['fc_web_spec', 'fc_web_spec_images', 'fc_social_links']) {
      expect(cookies.get(name)).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(cookies.get(name)?.httpOnly).toBeFalsy();
    }
  });

  it('serves assets as files and keeps API and missing demo images out of the fallback', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['set-cookie']).toBeUndefined();
    const api = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'company-id': '3' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('指定された API は存在しません。');
    expect((await app.inject({ method: 'GET', url: '/demo/nope.svg' })).statusCode).toBe(404);
    // A chunk of an earlier build (gone after a deployment) is missing, not the page's HTML: the
    // page that asks for it then knows to reload (lazy-screen.tsx).
    const gone = await app.inject({ method: 'GET', url: '/assets/NoticeDetailPage-old1234.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/html/);
  });

  it('serves the demo images of the seeded content at /demo/', async () => {
    const res = await app.inject({ method: 'GET', url: spec.favicon! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });
});

describe('brand colours of the HTML shell', () => {
  it('matches the UI palette for the default colours (packages/ui/src/theme/tokens.css)', () => {
    expect(brandVariables({ mainColor: '#c2185b', secondaryColor: '#1f6f8b' })).toEqual({
      '--brand-main': '#c2185b',
      '--brand-main-hover': '#ce467c',
      '--brand-on-main': '#ffffff',
      '--brand-on-main-hover': '#000000',
      '--brand-main-ink': '#c2185b',
      '--brand-main-tint': '#f8e3eb',
      '--brand-secondary': '#1f6f8b',
      '--brand-secondary-hover': '#629aae',
      '--brand-on-secondary': '#ffffff',
      '--brand-on-secondary-hover': '#000000',
      '--brand-secondary-ink': '#1f6f8b',
      '--brand-secondary-tint': '#e4eef1',
    });
  });

  it('falls back to the default palette for a malformed colour instead of writing it into CSS', () => {
    expect(brandVariables({ mainColor: 'red;}</style><script>', secondaryColor: null })['--brand-main']).toBe(
      '#c2185b',
    );
  });
});
