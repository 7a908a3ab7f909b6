import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Server-rendered public pages (issue 13): the first HTML already holds the screen (its h1 and its
 * content, the route's data in a JSON script, the page's own title and share card), and the
 * browser hydrates it: no mismatch, the server's DOM kept, and no second request for the data the
 * HTML brought. A guest's public page is a document with islands (issue 28): only its interactive
 * parts hydrate, and the whole app's code (router, query cache, route table, contract) never comes.
 */

const headers = { 'company-id': '3' };

const first = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const answer = await request.get(path, { headers });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: T[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!;
};

/** Text as the server writes it into HTML (so a title with `&` or quotes is found). */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test.describe('server-rendered HTML', () => {
  test('a list page comes with its heading, its items and its data', async ({ request }) => {
    const notice = await first<{ title: string }>(request, '/api/v1/notices');
    const page = await request.get('/notice');
    expect(page.status()).toBe(200);
    const html = await page.text();
    // Titled as its menu item, the club's name for the section (the demo's ファンクラブからのお知らせ).
    expect(html).toMatch(/<h1[^>]*>ファンクラブからのお知らせ<\/h1>/);
    expect(html).toContain(asHtml(notice.title));
    // A document with islands (src/main.tsx runs its islands alone for a guest).
    expect(html).toContain('<script type="application/json" id="site-state" data-islands>');
    expect(html).toMatch(/<title>ファンクラブからのお知らせ｜/);
    // The site's global styles and the screen's own are in the page: it paints styled before any
    // script, and waits for no stylesheet.
    expect(html).toMatch(/<style>[\s\S]+?<\/style>/);
    expect(html).not.toContain('<link rel="stylesheet"');
    // Only the islands client is preloaded, none of the whole app's chunks.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/client-[^"]+\.js">/);
    expect(html).not.toMatch(/href="\/assets\/(start|app-framework)-/);
  });

  test('a detail page carries its title, description, canonical URL and share card', async ({
    request,
    baseURL,
  }) => {
    const product = await first<{ id: number; name: string }>(request, '/api/v1/products');
    const html = await (await request.get(`/products/${product.id}`)).text();
    expect(html).toMatch(
      new RegExp(`<h1[^>]*>${asHtml(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    );
    expect(html).toContain(`<title>${asHtml(product.name)}｜`);
    expect(html).toContain(`<meta property="og:title" content="${asHtml(product.name)}｜`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/products/${product.id}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image" \/>/);
  });

  test("the first HTML paints in the club's colours, before any script", async ({ browser, request }) => {
    const answer = await request.get('/api/v1/web-specifications', { headers });
    const { mainColor } = (await answer.json()) as { mainColor: string };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/q&a');
    // The header's 新規会員登録 button is filled with the club's main colour (not the kit's default).
    const fill = await page
      .getByRole('banner')
      .getByRole('link', { name: '新規会員登録' })
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(mainColor.slice(at, at + 2), 16));
    expect(fill).toBe(`rgb(${r}, ${g}, ${b})`);
    await context.close();
  });

  test("a members' page still brings the shell (header, footer) in the first HTML", async ({ request }) => {
    const html = await (await request.get('/my-account')).text();
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);
  });
});

/** Watches what the page says and asks while it loads and hydrates. */
const watch = async (page: Page) => {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      apiReads.push(request.url());
    }
  });
  // A failed hydration makes React throw the server's DOM away and render anew, and a part that
  // renders differently in the browser (an icon loaded lazily) replaces the server's: record every
  // element of the page removed once the server's HTML is in.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('#root')) continue;
        for (const node of record.removedNodes) {
          if (node instanceof Element) removed.push(`${node.tagName} in ${record.target.tagName}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return { problems, apiReads };
};

/** The whole app's own chunks: a document's islands load none of them (vite.config.ts groups). */
const APP_CHUNK = /\/assets\/(start|app-framework|router|api|endpoints|schemas|validate)-[^/]+\.js$/;

for (const route of ['/', '/notice', '/products', '/membership-guide', '/special-video', '/q&a']) {
  test(`${route} hydrates its islands without a mismatch, and nothing else`, async ({ page }) => {
    const { problems, apiReads } = await watch(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
    });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(problems, 'console errors and warnings while hydrating').toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed),
      'server DOM replaced',
    ).toEqual([]);
    expect(apiReads, 'API reads after the server-rendered HTML').toEqual([]);
    expect(
      scripts.filter((url) => APP_CHUNK.test(url)),
      "the whole app's code",
    ).toEqual([]);
    // The header is an island: its menu button opens the drawer.
    await page.getByRole('banner').getByRole('button', { name: 'メニューを開く' }).click();
    await expect(page.getByRole('dialog', { name: 'メインメニュー' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'メインメニュー' })).toBeHidden();
  });
}

/** The form routes delivered as documents: the form is an island (src/islands/forms/). */
const FORM_DOCUMENTS = [
  { route: '/sign-in', submit: 'ログイン', firstField: 'メールアドレス' },
  { route: '/forgot-password', submit: '送信する', firstField: 'メールアドレス' },
  { route: '/contact', submit: '送信する', firstField: 'お名前' },
];

for (const { route, submit, firstField } of FORM_DOCUMENTS) {
  test(`${route} is a document whose form is an island, and the form works`, async ({ page }) => {
    const { problems, apiReads } = await watch(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
    });
    const html = await (await page.request.get(route)).text();
    expect(html).toContain('<script type="application/json" id="site-state" data-islands>');
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(problems, 'console errors and warnings while hydrating').toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed),
      'server DOM replaced',
    ).toEqual([]);
    expect(apiReads, 'API reads after the server-rendered HTML').toEqual([]);
    expect(
      scripts.filter((url) => APP_CHUNK.test(url)),
      "the whole app's code",
    ).toEqual([]);
    // The island holds the form: an empty submit is judged in Japanese, focus on the first field.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: submit }).click();
    await expect(main.getByText('入力してください。').first()).toBeVisible();
    await expect(main.getByLabel(firstField).first()).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
  });
}

test('sign-in on its document goes to its same-site `to`, into the app', async ({ page }) => {
  await page.goto(`/sign-in?to=${encodeURIComponent('/my-account')}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('メールアドレス').fill('free@example.jp');
  await page.locator('input[type="password"]').fill('Passw0rd!');
  await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
});

test('sign-in refused: the island says why in the form, and a `to` off the site is not followed', async ({
  page,
}) => {
  await page.goto(`/sign-in?to=${encodeURIComponent('//evil.example/')}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('メールアドレス').fill('free@example.jp');
  await page.locator('input[type="password"]').fill('wrong-Passw0rd');
  await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
  await expect(page.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('input[type="password"]').fill('Passw0rd!');
  await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a guest moves between public pages as documents; the header island works on each', async ({ page }) => {
  await page.goto('/notice');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // オンラインショップ waits in the header's 「もっと見る」, whose dropdown code comes when first used.
  await page.getByRole('banner').getByRole('button', { name: 'もっと見る' }).click();
  const documents: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents.push(frame.url());
  });
  await page.getByRole('banner').getByRole('link', { name: 'オンラインショップ' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'オンラインショップ' })).toBeVisible();
  expect(documents.some((url) => url.endsWith('/products'))).toBe(true);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toHaveAttribute(
    'href',
    '/sign-in?to=%2Fproducts',
  );
});
