import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FREE_MEMBER, signInFromStart } from './helpers.ts';

/**
 * A signed-in fan is signed out only by signing out (or a password change, a revocation, the
 * 30-day limit): never by tapping on before a page has finished checking the session, which has
 * the browser abort that page's refresh-token exchange.
 */
const GUARDED = ['/voting', '/my-account', '/voting', '/cart'] as const;
/** 20 taps: five rounds of the four pages. */
const ROUNDS = 5;
const TAP_GAP_MS = 150;

/** Opens each page as a tap on a link outside the app would (a new document), 150 ms apart. */
const tapThroughDocuments = async (page: Page) => {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const path of GUARDED) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForTimeout(TAP_GAP_MS);
    }
  }
};

/**
 * Holds each refresh-token answer for `ms` after the server has sent it (Chromium's response
 * stage): the server has already rotated the token when the next tap aborts the exchange, so the
 * browser never stores the new cookie. This is what a phone on a slow network does, and it makes
 * the abort certain on a fast machine too.
 */
const answerExchangesLate = async (page: Page, ms: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: '*/api/v1/users/refresh-token*', requestStage: 'Response' }],
  });
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    setTimeout(() => {
      // An exchange the browser has given up in the meantime is no longer paused.
      cdp.send('Fetch.continueResponse', { requestId }).catch(() => undefined);
    }, ms);
  });
};

/** Still the member: the last page is the cart, with the member's header, after a reload as well. */
const expectStillSignedIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
};

test.describe('a session survives a fan tapping fast', () => {
  // Each test opens 20 to 40 pages, each with its own exchange: far more than a journey's minute
  // on a busy machine. The time limit is the test's, not what a fan waits.
  test.describe.configure({ timeout: 180_000 });

  test('20 guarded pages opened 150 ms apart, each aborting the last one’s exchange', async ({ page }) => {
    const abortedExchanges: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/users/refresh-token')) abortedExchanges.push(request.url());
    });
    await signInFromStart(page, FREE_MEMBER);
    await answerExchangesLate(page, 2 * TAP_GAP_MS);
    await tapThroughDocuments(page);
    await expectStillSignedIn(page);
    // The case this guards: the browser gave up exchanges it had sent.
    expect(abortedExchanges.length).toBeGreaterThan(0);
  });

  test('20 in-app taps on the header’s links, 150 ms apart', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    const banner = page.getByRole('banner');
    const links = [
      banner.getByRole('link', { name: 'ニュース' }),
      banner.getByRole('link', { name: /^カート/ }),
      banner.getByRole('link', { name: 'スケジュール' }),
      banner.getByRole('link', { name: /^カート/ }),
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const link of links) {
        await link.click();
        await page.waitForTimeout(TAP_GAP_MS);
      }
    }
    await expectStillSignedIn(page);
  });

  test('two tabs tapping at once both stay signed in', async ({ page, context }) => {
    await signInFromStart(page, FREE_MEMBER);
    const second = await context.newPage();
    await second.goto('/voting');
    await expect(second.getByRole('button', { name: 'マイページ' })).toBeVisible();
    await Promise.all([tapThroughDocuments(page), tapThroughDocuments(second)]);
    await expectStillSignedIn(page);
    await expectStillSignedIn(second);
  });

  test('a slow network: each exchange answered late, pages opened before it comes', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.route('**/api/v1/users/refresh-token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => undefined);
    });
    await tapThroughDocuments(page);
    await page.unroute('**/api/v1/users/refresh-token');
    await expectStillSignedIn(page);
  });

  test('offline on a members’ page: the session stays and the page comes back online', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
    await page.context().setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'ニュース' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '通信できませんでした' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'ニュース' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
  });
});
