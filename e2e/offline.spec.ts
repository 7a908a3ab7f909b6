import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, FREE_MEMBER, signInFromStart, waitForApp } from './helpers.ts';

const OFFLINE = '通信できませんでした';

/** The site's own failure screen: its header and footer, the offline message and 再読み込み. */
const expectSiteFailure = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
};

test.describe('offline and back, as a fan on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a server-rendered page (/notice): a notice tapped offline says so in the site, and opens once online', async ({
    page,
  }) => {
    await page.goto('/notice');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    const notice = page.locator('main a[href^="/notice/"]').first();
    const title = (await notice.textContent()) ?? '';
    await notice.click();
    await expectSiteFailure(page);
    await expectNoAxeViolations(page);
    await page.context().setOffline(false);
    // Back online: the screen comes by itself (or through 再読み込み).
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim().slice(0, 8));
  });

  test('the social marks never arrived and the site’s files stop coming: a public page still opens, its HTML is the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/assets/BrandIcon-*', (route) => route.abort('internetdisconnected'));
    await page.goto('/notice');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // The social links are there (the server drew their marks).
    await expect(page.getByRole('banner').getByRole('link', { name: /^Instagram/ })).toBeVisible();
    // Nothing of the site's files comes any more (the browser has not noticed it is offline).
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
    const notice = page.locator('main a[href^="/notice/"]').first();
    const title = ((await notice.textContent()) ?? '').trim();
    await notice.click();
    // A public page is a document: the server's HTML shows the notice with no script at all.
    await expect(page).toHaveURL(/\/notice\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 8));
    await expect(page.getByRole('link', { name: '一覧に戻る' })).toBeVisible();
  });

  test('a client-rendered members’ page (/news): an article tapped offline says so, and opens once online', async ({
    page,
  }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'ニュース' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await page.locator('main a[href^="/news/"]').first().click();
    await expectSiteFailure(page);
    await expectNoAxeViolations(page);
    await page.context().setOffline(false);
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^次の記事|^前の記事/ }).first()).toBeVisible();
    // Still the member.
    await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
  });

  test('after a new deployment (the screen’s chunk is gone) the page reloads itself once and shows it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    // The build this page came from is replaced: its FAQ chunk is no longer on the server.
    let gone = true;
    await page.route('**/assets/FaqPage-*.js', (route) =>
      gone ? route.fulfill({ status: 404, body: '' }) : route.continue(),
    );
    page.on('load', () => (gone = false));
    await page.getByRole('contentinfo').getByRole('link', { name: 'よくある質問' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
    await expect(page).toHaveURL(/\/q&a$/);
    expect(documents).toBeGreaterThanOrEqual(1);
  });
});
