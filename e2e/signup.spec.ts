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
    // To a hold of one file set before this one (a test holding a part of the page for longer).
    await route.fallback();
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
  // The form is a part of the page in a chunk of its own, taken over after the rest: on a slow
  // phone it can come last. Held here until after the fan has pressed send.
  let releaseForm: () => void = () => undefined;
  const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
  await page.route('**/assets/RegistrationForm-*.js', async (route) => {
    await formHeld;
    await route.continue();
  });
  const release = await holdScripts(page);
  await page.goto('/membership-registration', { waitUntil: 'commit' });
  await main.getByLabel(/^メールアドレス(?!（確認）)/).fill(email);
  await main.getByLabel(/^メールアドレス（確認）/).fill(email);
  await main.getByText(/同意する（必須）/).click();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  await release();
  await expect(main.getByLabel(/^メールアドレス(?!（確認）)/)).toHaveValue(email);
  await expect(main.getByLabel(/^メールアドレス（確認）/)).toHaveValue(email);
  await expect(main.getByRole('checkbox', { name: /同意する/ })).toBeChecked();
  // Pressed before the form's code is in: the page does not post itself away (which would drop
  // what was typed); the press is kept and the form sends once its code has come.
  await page.getByRole('button', { name: '登録用メールを送信する' }).click();
  await expect(main.getByLabel(/^メールアドレス(?!（確認）)/)).toHaveValue(email);
  releaseForm();
  // The first submit loads the form's rules and the server hashes and mails: on a loaded machine
  // that once took more than 10 s.
  await expect(page).toHaveURL(/\/membership-registration\/success$/, { timeout: 30_000 });
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

test('a guest sees the plans, agrees to the terms, signs up in three steps and is welcomed with a member number', async ({
  page,
}) => {
  // Three steps, a mail read from the outbox and the plans: longer than one page's journey.
  test.setTimeout(150_000);
  const email = `fan-${Date.now()}@example.jp`;
  // Labels are looked up inside the screen only (the menu's names would match /^メイ/ too).
  const main = page.getByRole('main');
  await page.goto('/membership-registration');
  await waitForApp(page);
  // The plans with their fee (tax included) and the note on allowing the club's mail.
  await expect(main.getByRole('list', { name: '会員プラン' }).getByRole('listitem').first()).toContainText(
    '（税込）',
  );
  await expect(main.getByText(/からのメールを受信できるよう設定/)).toContainText('@localhost');
  await main.getByLabel(/^メールアドレス(?!（確認）)/).fill(email);
  await main.getByLabel(/^メールアドレス（確認）/).fill(email);
  // Without 規約同意 nothing is sent: the box says why and takes the focus.
  await page.getByRole('button', { name: '登録用メールを送信する' }).click();
  const terms = main.getByRole('checkbox', { name: /同意する/ });
  await expect(main.getByText(/同意するにチェックを入れてください。/)).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(page).toHaveURL(/\/membership-registration$/);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: '登録用メールを送信する' }).click();
  await expect(page).toHaveURL(/\/membership-registration\/success$/);
  await expect(page.getByText(email, { exact: false })).toBeVisible();

  await page.goto(await readMailLink(email, '/membership-registration/information'));
  await expect(page.getByRole('heading', { level: 1, name: '会員情報の入力' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'STEP 1' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(main.getByLabel(/^メールアドレス/)).toHaveValue(email);
  await expectNoAxeViolations(page);

  // STEP 1: the account and profile.
  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill('Himawari2025');
  await passwords.nth(1).fill('Himawari2025');
  await main.getByLabel(/^ニックネーム/).fill('はなちゃん');
  await main.getByLabel(/^生年月日/).fill('2000-04-01');
  await main.getByLabel(/^性別/).selectOption({ label: '女性' });
  await page.getByRole('button', { name: '次へ' }).click();

  // STEP 2: the name and address; the step's heading has the focus.
  await expect(main.getByRole('heading', { level: 2, name: /STEP 2/ })).toBeFocused();
  await expect(main.getByRole('listitem').filter({ hasText: 'STEP 2' })).toHaveAttribute(
    'aria-current',
    'step',
  );
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
  await page.getByRole('button', { name: '次へ' }).click();

  // STEP 3: the confirmation screen; 戻る keeps what was typed.
  await expect(main.getByRole('heading', { level: 2, name: /STEP 3/ })).toBeFocused();
  await expect(main.getByText('山田 花子')).toBeVisible();
  await expect(main.getByText(/神奈川県/)).toBeVisible();
  await page.getByRole('button', { name: '戻る' }).click();
  await expect(main.getByRole('heading', { level: 2, name: /STEP 2/ })).toBeFocused();
  await expect(main.getByLabel(/^番地/)).toHaveValue('1-2-3');
  await page.getByRole('button', { name: '次へ' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'この内容で登録する' }).click();

  // The welcome: the member number and the next steps, signed in.
  await expect(page).toHaveURL(/\/membership-registration\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: '会員登録が完了しました' })).toBeVisible();
  await expect(main.getByText(/^\d{8}$/)).toBeVisible();
  await expect(main.getByRole('link', { name: '有料プランを選ぶ' })).toBeVisible();
  await expect(main.getByRole('link', { name: '会員証を見る' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'マイページ' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an expired or unknown sign-up link says so and offers a new mail', async ({ page }) => {
  await page.goto('/membership-registration/information?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('URLの有効期限が切れています');
  await expect(page.getByRole('link', { name: '登録用メールを再送信する' })).toBeVisible();
});
