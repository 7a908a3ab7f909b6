import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { COMPANY_PAGE_SCREENS, isPublicPath, paths } from '../apps/site/src/app/paths.ts';
import { PAID_MEMBER, signInFromStart } from './helpers.ts';

/**
 * Every page has exactly one h1 (its title), whoever opens it; and each section's page is titled as
 * its menu item. Every address of the site's route table is visited: the plain paths, and each
 * detail pattern with id 1 (a page that finds nothing shows the not-found page, which has its h1
 * too). A guest opens the public ones; the paid member every one.
 */
const ADDRESSES = Object.values(paths).map((path) =>
  typeof path === 'string' ? path : path.pattern.replace(':id', '1'),
);

/** The h1s of the page once it shows its own (not the shell's spinner). */
const expectOneH1 = async (page: Page, address: string) => {
  const h1 = page.locator('h1');
  await expect(h1, `one h1 on ${address} (landed on ${new URL(page.url()).pathname})`).toHaveCount(1);
  await expect(h1, `the h1 of ${address} is seen and says something`).toBeVisible();
  await expect(h1).not.toHaveText('');
};

test.describe('an h1 on every page', () => {
  test('a guest: every public address', async ({ page }) => {
    test.setTimeout(180_000);
    for (const address of ADDRESSES.filter((a) => isPublicPath(a))) {
      await page.goto(address);
      await expectOneH1(page, address);
    }
  });

  test('the paid member: every address of the route table', async ({ page }) => {
    test.setTimeout(600_000);
    await signInFromStart(page, PAID_MEMBER);
    for (const address of ADDRESSES) {
      await page.goto(address);
      await expectOneH1(page, address);
    }
  });
});

test('each menu item opens a page titled as the item', async ({ page, request }) => {
  test.setTimeout(180_000);
  const answer = await request.get('/api/v1/company-pages', { headers: { 'company-id': '3' } });
  const pages = (
    (await answer.json()) as { data: { key: string; name: string; isVisible: boolean }[] }
  ).data.filter((p) => p.isVisible && Object.hasOwn(COMPANY_PAGE_SCREENS, p.key));
  expect(pages.length).toBeGreaterThan(0);
  await signInFromStart(page, PAID_MEMBER);
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  const drawer = page.getByRole('dialog', { name: 'メインメニュー' });
  for (const { key, name } of pages) {
    // The menu's label, as the drawer shows it, and the page it opens.
    await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${key}`);
  }
  for (const { key, name } of pages) {
    await page.goto(`/${key}`);
    await expect(page.getByRole('heading', { level: 1 }), `/${key}`).toHaveText(name);
  }
});
