import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, readMailLink, waitForApp } from './helpers.ts';

test('a guest signs up through the mailed link and is signed in', async ({ page }) => {
  const email = `fan-${Date.now()}@example.jp`;
  // Labels are looked up inside the screen only (the menu's names would match /^メイ/ too).
  const main = page.getByRole('main');
  await page.goto('/membership-registration');
  // Typing into the server's HTML before the app takes over can be lost at hydration (an open
  // defect of the registration form, to be fixed with a test of its own): this journey starts
  // typing once the app runs.
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
