import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectPage } from '../src/site/html-shell.ts';
import { loadPageAssets } from '../src/site/page-assets.ts';

/** A built site's manifest: the entry, the islands client, the whole app and one screen. */
const dist = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-assets-'));
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
    'src/islands/client.tsx': { file: 'assets/client.js', isDynamicEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/start.tsx': {
      file: 'assets/start.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_router.js'],
    },
    '_router.js': { file: 'assets/router.js' },
    'src/pages/NoticePage.tsx': {
      file: 'assets/notice.js',
      isDynamicEntry: true,
      css: ['assets/notice.css'],
    },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'assets', 'notice.css'), '._list{display:grid}');
  writeFileSync(path.join(dir, 'assets', 'index.css'), 'body{margin:0}');
  return dir;
};

const template = '<html><head></head><body><div id="root"></div></body></html>';

describe('page assets', () => {
  it('links a page’s stylesheets and preloads its screens and the whole app for the app', async () => {
    const assetsOf = (await loadPageAssets(dist()))!;
    const assets = assetsOf('<ul class="_list"></ul>', { modules: ['src/app/start.tsx'] });
    expect(assets.stylesheets).toEqual(['/assets/notice.css']);
    expect(assets.modules).toEqual([
      '/assets/start.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/notice.js',
    ]);
    expect(assets.inlineStyles).toBeUndefined();
  });

  it('a document with islands preloads the islands client alone and writes its styles into the page', async () => {
    const assetsOf = (await loadPageAssets(dist()))!;
    const assets = assetsOf('<ul class="_list"></ul>', {
      modules: ['src/islands/client.tsx'],
      islands: true,
    });
    expect(assets.modules).toEqual(['/assets/client.js', '/assets/react.js']);
    const built = template.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
    );
    const html = injectPage(built, { html: '<ul class="_list"></ul>', state: '', ...assets });
    // The site's global styles first, then the page's own, and no stylesheet left to wait for.
    expect(html).toContain('<style>body{margin:0}\n._list{display:grid}</style>');
    expect(html).not.toContain('href="/assets/notice.css"');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('notice.js');
  });
});
