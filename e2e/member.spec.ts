import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, FREE_MEMBER, PAID_MEMBER, signIn, signInFromStart } from './helpers.ts';

test.describe('a member', () => {
  test('browses news, opens an article and goes to the next one', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/news');
    const items = page.locator('main a[href^="/news/"]');
    await expect(items.first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Each row is one link named by the article's title (ui NoticeList).
    const newerTitle = (await items.nth(0).textContent()) ?? '';
    await items.nth(1).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^次の記事/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newerTitle);
  });

  test('signs in and logs out', async ({ page }) => {
    await page.goto('/sign-in');
    await expectNoAxeViolations(page);
    await signIn(page, FREE_MEMBER);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'マイページ' }).click();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
    // The session is gone: a members' route sends the visitor to sign-in again.
    await page.goto('/news');
    await expect(page).toHaveURL(/\/sign-in\?to=%2Fnews$/);
  });

  test('stays signed in after a reload (the refresh token is exchanged)', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'ブログ' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ブログ' })).toBeVisible();
    // Only the HttpOnly cookie holds the refresh token; storage holds no token and no personal detail.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/token|free@example\.jp|lastName|eyJ/i);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
    expect(cookie?.httpOnly).toBe(true);
  });

  test('an expired session is cleared with a message and the visitor goes to /', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    // A refresh token the server does not know, as after revocation or expiry.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('session') ?? '{}');
      localStorage.setItem('session', JSON.stringify({ ...stored, refreshToken: 'revoked' }));
    });
    await page.context().clearCookies();
    await page.goto('/news');
    await expect(page.getByText('ログインの有効期限が切れました。')).toBeVisible();
    await expect(page).toHaveURL(/\/(sign-in\?to=%2Fnews)?$/);
    await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
  });

  test('a paid blog is locked for a free member, with the way to upgrade', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/blog');
    await page.getByRole('link', { name: /5周年、ありがとう。/ }).click();
    await expect(page.getByRole('heading', { name: 'この内容は有料会員限定です' })).toBeVisible();
    await expect(page.getByText('こんばんは、ミライです')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '有料会員になる' })).toHaveAttribute(
      'href',
      '/membership-upgrade',
    );
    await expectNoAxeViolations(page);
  });

  test('the same paid blog is readable for a paid member', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    await page.goto('/blog');
    await page.getByRole('link', { name: /5周年、ありがとう。/ }).click();
    await expect(page.getByText(/こんばんは、ミライです/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'この内容は有料会員限定です' })).toHaveCount(0);
  });
});
