import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Server-rendered public pages (issue 13): the first HTML already holds the screen (its h1 and its
 * content, the route's data in a JSON script, the page's own title and share card), and the
 * browser hydrates it: no mismatch, the server's DOM kept, and no second request for the data the
 * HTML brought.
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
    expect(html).toMatch(/<h1[^>]*>お知らせ<\/h1>/);
    expect(html).toContain(asHtml(notice.title));
    expect(html).toContain('<script type="application/json" id="site-state">');
    expect(html).toMatch(/<title>お知らせ｜/);
    // The screen's own stylesheet is linked: the page paints styled before any script.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
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
  // A failed hydration makes React throw the server's DOM away and render anew: record removals.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && ['HEADER', 'MAIN', 'FOOTER', 'H1'].includes(node.tagName)) {
            removed.push(node.tagName);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return { problems, apiReads };
};

for (const route of ['/', '/notice', '/products', '/membership-guide', '/special-video', '/q&a']) {
  test(`${route} hydrates without a mismatch and without asking for its data again`, async ({ page }) => {
    const { problems, apiReads } = await watch(page);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated: the app answers (a link followed in the page, not a full load).
    await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
    expect(problems, 'console errors and warnings while hydrating').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
    expect(apiReads, 'API reads after the server-rendered HTML').toEqual([]);
  });
}

test('after hydration the page is the app: a link navigates in the page', async ({ page }) => {
  await page.goto('/notice');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  // オンラインショップ waits in the header's 「もっと見る」, whose dropdown code comes when first used.
  await page.getByRole('banner').getByRole('button', { name: 'もっと見る' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'オンラインショップ' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'オンラインショップ' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
});
