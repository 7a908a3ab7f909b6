import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, readMailLink, registerMember, waitForApp } from './helpers.ts';

/**
 * Holds the page's scripts back: the server's HTML is on screen and can be typed into, but the app
 * has not taken it over. Returns the release.
 */
const holdScripts = async (page: Page) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await waitForApp(page);
  };
};

test('what a fan types before the page has loaded its code survives hydration and is sent', async ({
  page,
}) => {
  const email = `early-${Date.now()}@example.jp`;
  const main = page.getByRole('main');
  const release = await holdScripts(page);
  await page.goto('/membership-registration', { waitUntil: 'commit' });
  await main.getByLabel(/^メールアドレス(?!（確認）)/).fill(email);
  await main.getByLabel(/^メールアドレス（確認）/).fill(email);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  await release();
  await expect(main.getByLabel(/^メールアドレス(?!（確認）)/)).toHaveValue(email);
  await expect(main.getByLabel(/^メールアドレス（確認）/)).toHaveValue(email);
  await page.getByRole('button', { name: '登録用メールを送信する' }).click();
  await expect(page).toHaveURL(/\/membership-registration\/success$/);
  await expect(page.getByText(email, { exact: false })).toBeVisible();
});

test('the sign-in form keeps what was typed before hydration and signs in with it', async ({ page }) => {
  const email = `early-in-${Date.now()}@example.jp`;
  await registerMember(page, email);
  const release = await holdScripts(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByLabel(/^メールアドレス/).fill(email);
  await main.locator('input[type="password"]').fill(DEMO_PASSWORD);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  await release();
  await expect(main.getByLabel(/^メールアドレス/)).toHaveValue(email);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
});

test('a guest signs up through the mailed link and is signed in', async ({ page }) => {
  const email = `fan-${Date.now()}@example.jp`;
  // Labels are looked up inside the screen only (the menu's names would match /^メイ/ too).
  const main = page.getByRole('main');
  await page.goto('/membership-registration');
  await waitForApp(page);
  await main.getByLabel(/^メールアドレス(?!（確認）)/).fill(email);
  await main.getByLabel(/^メールアドレス（確認）/).fill(email);
  await page.getByRole('button', { name: '登録用メールを送信する' }).click();
  await expect(page).toHaveURL(/\/membership-registration\/success$/);
  await expect(page.getByText(email, { exact: false })).toBeVisible();

  await page.goto(await readMailLink(email, '/membership-registration/information'));
  await expect(page.getByRole('heading', { level: 1, name: '会員情報の入力' })).toBeVisible();
  await expect(main.getByLabel(/^メールアドレス/)).toHaveValue(email);
  await expectNoAxeViolations(page);

  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill('Himawari2025');
  await passwords.nth(1).fill('Himawari2025');
  await main.getByLabel(/^姓/).fill('山田');
  await main.getByLabel(/^名/).fill('花子');
  await main.getByLabel(/^セイ/).fill('ヤマダ');
  await main.getByLabel(/^メイ/).fill('ハナコ');
  await main.getByLabel(/^電話番号/).fill('09012345678');
  await main.getByLabel(/^郵便番号/).fill('2500011');
  // The postal lookup fills the prefecture and city.
  await expect(main.getByLabel(/^都道府県/)).toHaveValue('14');
  await expect(main.getByLabel(/^市区町村/)).not.toHaveValue('');
  await main.getByLabel(/^番地/).fill('1-2-3');
  await main.getByLabel(/^生年月日/).fill('2000-04-01');
  await main.getByLabel(/^性別/).selectOption({ label: '女性' });
  await page.getByRole('button', { name: '登録する' }).click();

  await expect(page.getByText('会員登録が完了しました。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
});

test('an expired or unknown sign-up link says so and offers a new mail', async ({ page }) => {
  await page.goto('/membership-registration/information?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('URLの有効期限が切れています');
  await expect(page.getByRole('link', { name: '登録用メールを再送信する' })).toBeVisible();
});
