import { expect, test } from '@playwright/test';
import { totpNow } from '../apps/api/src/auth/totp.ts';
import { consoleSignIn, expectNoAxeViolations, readMailLink } from './helpers.ts';

// The staff (issue 32): the owner invites an operator by mail; the invitee sets a password from
// the mailed link, signs in and enrols TOTP with the code an authenticator app would show.
test.describe('staff', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the owner invites an operator, who sets a password, signs in and enrols TOTP', async ({
    page,
    browser,
  }) => {
    const email = `staff-${Date.now()}@example.jp`;
    const password = 'Welcome2026!';

    await consoleSignIn(page, 'owner@example.jp');
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: '運営者' })
      .click();
    const invite = page.getByRole('region', { name: '運営者を招待する' });
    await invite.getByLabel('名前').fill('新人 太郎');
    await invite.getByLabel('メールアドレス').fill(email);
    await invite.getByRole('button', { name: /役割/ }).click();
    await page.getByRole('option', { name: '編集' }).click();
    await invite.getByRole('button', { name: '招待メールを送る' }).click();
    await expect(page.getByText(`${email} に招待メールを送りました。`).first()).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('招待中')).toBeVisible();
    await expectNoAxeViolations(page);

    // The invitee, in a browser of their own, follows the mailed link.
    const context = await browser.newContext();
    const invitee = await context.newPage();
    const link = await readMailLink(email, '/console/invitation');
    await invitee.goto(link);
    await expect(invitee.getByText(/新人 太郎さん/)).toBeVisible();
    await expectNoAxeViolations(invitee);
    const fields = invitee.locator('input[type="password"]');
    await fields.nth(0).fill(password);
    await fields.nth(1).fill(password);
    await invitee.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(invitee.getByText('パスワードを設定しました。ログインしてください。')).toBeVisible();
    // The link works once.
    await invitee.goto(link);
    await expect(invitee.getByRole('alert')).toContainText('無効か、有効期限が切れています');

    await invitee.goto('/console/sign-in');
    await invitee.getByLabel('メールアドレス').fill(email);
    await invitee.locator('input[type="password"]').fill(password);
    await invitee.getByRole('button', { name: 'ログイン' }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();

    await invitee.getByRole('link', { name: 'アカウント' }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: 'アカウント' })).toBeVisible();
    const totp = invitee.getByRole('region', { name: '二段階認証' });
    await totp.getByRole('button', { name: '二段階認証を設定する' }).click();
    await expect(totp.getByRole('img', { name: '認証アプリに登録するQRコード' })).toBeVisible();
    await expectNoAxeViolations(invitee);
    const secret = (await totp.locator('.console-secret').textContent())!.trim();
    await totp.getByLabel(/確認コード/).fill(totpNow(secret));
    await totp.getByRole('button', { name: '確認して有効にする' }).click();
    const codes = totp.getByRole('list', { name: 'リカバリーコード' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!.trim();
    await totp.getByRole('button', { name: /ダッシュボードへ/ }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();

    // Signed in again: the code is asked; a recovery code does instead, once.
    await invitee.getByRole('button', { name: 'ログアウト' }).click();
    await invitee.getByLabel('メールアドレス').fill(email);
    await invitee.locator('input[type="password"]').fill(password);
    await invitee.getByRole('button', { name: 'ログイン' }).click();
    await expect(invitee.getByText('確認コードを入力してください。')).toBeVisible();
    await invitee.getByRole('button', { name: /リカバリーコードを使う/ }).click();
    await invitee.getByLabel('リカバリーコード').fill(recovery);
    await invitee.getByRole('button', { name: 'ログイン' }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
    await context.close();

    // The owner sees the sign-ins in the audit log.
    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: '操作履歴' })
      .click();
    await expect(
      page
        .getByRole('grid', { name: /操作履歴/ })
        .getByText(email)
        .first(),
    ).toBeVisible();
  });
});
