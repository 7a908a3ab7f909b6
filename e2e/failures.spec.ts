import { expect, test } from '@playwright/test';
import type { Route } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  PAID_MEMBER,
  registerMember,
  signIn,
  signInFromStart,
  waitForApp,
} from './helpers.ts';

const FAQ = 'よくある質問';

test.describe('failures a fan understands', () => {
  test('a link tapped while the connection is down keeps the shell, says so, and recovers through 再読み込み', async ({
    page,
  }) => {
    // A member's pages are drawn by the app in the browser: the next screen's code is fetched.
    await signInFromStart(page, PAID_MEMBER);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The connection drops: the FAQ screen's code and styles, not fetched yet, cannot come.
    const dropped = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/assets/**', dropped);
    await page.getByRole('contentinfo').getByRole('link', { name: FAQ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '通信できませんでした' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
    // The connection is back.
    await page.unroute('**/assets/**', dropped);
    await page.getByRole('button', { name: '再読み込み' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
  });

  test('a guest’s link opens the next page even when no script can come (the server’s document)', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('contentinfo').getByRole('link', { name: FAQ }).click();
    await expect(page).toHaveURL(/\/q&a$/);
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '通信できませんでした' })).toHaveCount(0);
  });

  test('on a phone, a menu pressed while the connection is down leaves the page working, says so, and opens once it is back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const dropped = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/assets/**', dropped);
    const menuButton = page.getByRole('button', { name: 'メニューを開く' });
    await menuButton.click();
    // No error screen: the page is still there, the button is closed again, and the fan is told.
    await expect(page.locator('[data-ui-announcer]')).toContainText('メニューを開けませんでした');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: '通信できませんでした' })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'メインメニュー' })).toHaveCount(0);
    // The connection is back: the same button opens the drawer.
    await page.unroute('**/assets/**', dropped);
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'メインメニュー' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a wrong password is still explained 5 s later, with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/sign-in');
    await signIn(page, PAID_MEMBER, `${DEMO_PASSWORD}x`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'ログイン' }) });
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('メールアドレスまたはパスワード');
    await expect(page.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    // What a fan reads 5 s later (the toast used to vanish after 0.4 s with reduced motion).
    await page.waitForTimeout(5_500);
    await expect(alert).toContainText('メールアドレスまたはパスワード');
    await expectNoAxeViolations(page);
  });

  test('a category list that cannot be fetched says so, with a retry', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    await page.route('**/api/v1/news-categories*', (route) =>
      route.fulfill({ status: 500, json: { message: 'サーバーエラー' } }),
    );
    await page.goto('/news');
    const alert = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'ニュースを取得できませんでした。' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible();
    // The news themselves still show.
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });

  test('unknown paths and missing items are not found, for guests and members', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expectNoAxeViolations(page);
    await signInFromStart(page, PAID_MEMBER);
    await page.goto('/news/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await page.getByRole('link', { name: 'トップページへ' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a zip change clears the street and building of the old address', async ({ page }) => {
    const email = `zip-${Date.now()}@example.jp`;
    await registerMember(page, email);
    await signInFromStart(page, email);
    await page.goto('/my-account/profile');
    const main = page.getByRole('main');
    await expect(main.getByLabel(/^番地/)).toHaveValue('1-2-3');
    await main.getByLabel(/^建物名/).fill('サンプルビル101');
    await main.getByLabel(/^郵便番号/).fill('5300001');
    await expect(main.getByLabel(/^市区町村/)).toHaveValue(/大阪市北区/);
    await expect(main.getByLabel(/^番地/)).toHaveValue('');
    await expect(main.getByLabel(/^建物名/)).toHaveValue('');
    await expect(
      main.getByText('郵便番号が変わったため、番地と建物名・部屋番号を空にしました。', { exact: false }),
    ).toBeVisible();
  });
});
