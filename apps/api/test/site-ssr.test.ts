import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtures } from '@fanclub/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import type { DbHandle } from '../src/db/client.ts';
import { freshTestDb } from './test-db.ts';

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

const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true, css: ['assets/app.css'] },
  'src/pages/Notices.tsx': { file: 'assets/Notices.js', isDynamicEntry: true, css: ['assets/Notices.css'] },
  'src/pages/Other.tsx': { file: 'assets/Other.js', isDynamicEntry: true, css: ['assets/Other.css'] },
};

/**
 * A stand-in for the site's server build (apps/site dist-server/entry-server.js): it renders what
 * its API call answers, fails on /broken and never answers on /slow.
 */
const ENTRY = `
export async function render({ url, fetch, companyId }) {
  const { pathname } = new URL(url);
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/slow') return new Promise(() => {});
  const answer = await fetch(new URL('/api/v1/notices?limit=1', url), { headers: { 'company-id': String(companyId) } });
  const { data } = await answer.json();
  return {
    html: '<main class="_list_x1"><h1>お知らせ</h1><p>' + data[0].title + ' $& $1</p><form class="f"><input name="password"></form></main>',
    state: '<script type="application/json" id="site-state">{}</script>',
    head: { title: 'お知らせ', type: pathname === '/notice/1' ? 'article' : 'website', path: pathname, description: 'ひとこと' },
  };
}
`;

describe('server-rendered pages (issue 13)', () => {
  let app: App;
  let db: DbHandle;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fanclub-ssr-'));
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await mkdir(path.join(dist, '.vite'));
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(dist, 'assets', 'app.js'), '');
    await writeFile(path.join(dist, 'assets', 'app.css'), '._page_a1{display:flex}');
    await writeFile(path.join(dist, 'assets', 'Notices.css'), '._list_x1{display:grid}');
    await writeFile(path.join(dist, 'assets', 'Other.css'), '._other_y2{display:grid}');
    await writeFile(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
    db = await freshTestDb({ seed: true });
    const config = testConfig({
      dataDir: root,
      siteDist: dist,
      consoleDist: path.join(root, 'none'),
      publicUrl: 'https://fan.example.jp',
      nodeEnv: 'production',
    });
    app = await buildApp({ config, db, serveSite: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends the page rendered, with its data, title, canonical URL and the stylesheets it uses', async () => {
    const res = await app.inject({ method: 'GET', url: '/notice' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The render read the API in process: the seeded newest notice is in the HTML.
    expect(html).toContain(`<div id="root"><main class="_list_x1"><h1>お知らせ</h1><p>`);
    expect(html).toContain(
      ' $& $1</p><form method="post" class="f"><input name="password"></form></main></div><script type="application/json" id="site-state">{}</script>',
    );
    expect(html).toContain(`<title>お知らせ｜${fixtures.webSpecification.siteTitle}</title>`);
    expect(html).toContain('<meta name="description" content="ひとこと" />');
    expect(html).toContain('<link rel="canonical" href="https://fan.example.jp/notice" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Notices.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Notices.js">');
    expect(html).not.toContain('Other.css');
    expect(html).not.toContain('href="/assets/app.css"');
  });

  it('marks an item page as an article for share cards', async () => {
    const html = (await app.inject({ method: 'GET', url: '/notice/1' })).body;
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:url" content="https://fan.example.jp/notice/1" />');
  });

  it('answers a form sent before the script took it over by sending the page again, fields unread', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sign-in?to=%2Fcart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.jp&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/sign-in?to=%2Fcart');
    const api = await app.inject({ method: 'POST', url: '/api/v1/nope', headers: { 'company-id': '3' } });
    expect(api.statusCode).toBe(404);
  });

  it.each(['/broken', '/slow'])(
    'falls back to the client-rendered shell when %s cannot render',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('site-state');
      expect(res.body).toContain(`<title>${fixtures.webSpecification.siteTitle}</title>`);
    },
    15_000,
  );
});
