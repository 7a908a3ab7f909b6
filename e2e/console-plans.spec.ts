import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, waitForApp } from './helpers.ts';

// Membership plans in the console (issue 20) against the real API: the owner's new price is what a
// guest is offered on /membership-registration at the next request; support reads the plans only.
// The journey puts the demo price back at its end, as the later journeys expect ¥550 a month.

const consoleSignIn = async (page: Page, email: string) => {
  await page.goto('/console/sign-in');
  await page.getByLabel('メールアドレス').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
};

/** The monthly plan's editor, reached from the menu and the plans' list. */
const openMonthlyPlan = async (page: Page) => {
  await page
    .getByRole('navigation', { name: '運営メニュー' })
    .getByRole('link', { name: '会員プラン' })
    .click();
  const table = page.getByRole('grid', { name: '会員プラン一覧' });
  await expect(table.getByRole('row', { name: /月額プラン/ })).toContainText('1か月ごと');
  await expectNoAxeViolations(page);
  await table.getByRole('link', { name: '月額プラン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '月額プラン' })).toBeVisible();
};

/** Saves the monthly plan at `price`, waiting for the server's answer (an earlier toast may still show). */
const repriceMonthly = async (page: Page, price: string) => {
  await page.getByRole('textbox', { name: /料金/ }).fill(price);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/admin/v1/membership-plans/') && r.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: '保存する' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('会員プラン「月額プラン」を保存しました。').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /料金/ })).toHaveValue(price);
};

/** A guest (a browser of their own) opens /membership-registration: the monthly plan's card. */
const guestMonthlyPlan = async (browser: Browser) => {
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/membership-registration');
  await waitForApp(guest);
  return guest.getByRole('main').getByRole('article', { name: '月額プラン' });
};

/** What a guest is offered for the monthly plan, read again on a fresh visit until it settles. */
const expectGuestOffered = async (browser: Browser, price: string) =>
  expect(async () => {
    await expect(await guestMonthlyPlan(browser)).toContainText(price, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });

test('the owner reprices the monthly plan in the console; a guest is offered the new price on /membership-registration', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await expectGuestOffered(browser, '¥550（税込）');

  await consoleSignIn(page, 'owner@example.jp');
  await openMonthlyPlan(page);
  await expectNoAxeViolations(page);
  // The contract's rule runs before anything is sent: no fraction of a yen.
  await page.getByRole('textbox', { name: /料金/ }).fill('480.5');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('料金は0円から1,000万円までの整数（円）で入力してください。')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /料金/ }).fill('600');
  await expect(page.getByText('新しい会員のお支払い: ¥660（税込）／1か月ごと')).toBeVisible();
  await repriceMonthly(page, '600');
  await expectGuestOffered(browser, '¥660（税込）');

  // Back to the demo price (the later journeys expect ¥550 a month).
  await repriceMonthly(page, '500');
  await expectGuestOffered(browser, '¥550（税込）');
});

test('a support operator reads the plans without any way to change them', async ({ page }) => {
  await consoleSignIn(page, 'support@example.jp');
  await openMonthlyPlan(page);
  await expect(page.getByRole('textbox', { name: /料金/ })).toHaveValue('500');
  await expect(page.getByRole('textbox', { name: /料金/ })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: '保存する' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '削除' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
