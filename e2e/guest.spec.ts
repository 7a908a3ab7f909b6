import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, FREE_MEMBER, signIn, signInFromStart } from './helpers.ts';

// Spec section 2's public list (the [id] routes are visited through their lists).
const publicRoutes = [
  '/',
  '/sign-in',
  '/forgot-password',
  '/maintenance',
  '/service-maintenance',
  '/reset-password',
  '/membership-guide',
  '/membership-registration',
  '/membership-registration/information',
  '/contact',
  '/topic',
  '/notice',
  '/q&a',
  '/privacy-policy',
  '/terms-of-service',
  '/commercial-transactions-law',
  '/special-video',
];

test.describe('a guest', () => {
  for (const route of publicRoutes) {
    test(`opens ${route} without signing in, with no axe violations`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === new URL(route, 'http://x').pathname);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The header offers sign-in (a paid item's lock on /special-video offers it too).
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'ログイン', exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('follows a menu link and is sent to sign-in, then lands on the section after signing in', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'メインメニュー' }).first();
    await menu.getByRole('link', { name: 'ニュース' }).click();
    await expect(page).toHaveURL(/\/sign-in\?to=%2Fnews$/);
    await expect(page.getByText('ご利用にはログインが必要です。')).toBeVisible();
    await signIn(page, FREE_MEMBER);
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ニュース' })).toBeVisible();
  });

  test('opening a members-only address directly goes to / and from there to sign-in', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/sign-in\?to=%2Fmy-account$/);
    await expectNoAxeViolations(page);
  });

  test('sees a not-found page for an unknown address, signed out and signed in', async ({ page }) => {
    // Not a detour through sign-in: the address names no page, whoever asks.
    await page.goto('/no-such-section');
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-section$/);
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/no-such-section');
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
  });
});
