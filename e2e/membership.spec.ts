import { expect, test } from '@playwright/test';
import {
  expectFitsPhone,
  expectNoAxeViolations,
  FREE_MEMBER,
  PAID_MEMBER,
  signInFromStart,
} from './helpers.ts';

const SUCCESS_CARD = '4111111111111111';

test.describe('membership', () => {
  test('a free member buys the monthly plan through 3-D Secure and reads a paid blog', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/membership-upgrade');
    await expect(page.getByRole('heading', { level: 1, name: '有料会員プラン' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /月額プラン/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel(/^カード番号/).fill(SUCCESS_CARD);
    await main.getByLabel(/^有効期限/).fill('12/30');
    await main.getByLabel(/^セキュリティコード/).fill('123');
    await main.getByLabel(/^カード名義/).fill('HANAKO SATO');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'お申し込み内容を確認する' }).click();

    // The legally required final confirmation: amount, recurring charge and when, how to cancel.
    await expect(page.getByRole('heading', { level: 1, name: 'お申し込み内容の確認' })).toBeVisible();
    const recurring = page.getByRole('region', { name: '継続課金（自動更新）について' });
    await expect(recurring.getByText('2回目以降のお支払い金額')).toBeVisible();
    await expect(
      recurring.getByText(/^次回は\d{4}\/\d{2}\/\d{2}に決済され、以降も毎月同じ日に/),
    ).toBeVisible();
    await expect(page.getByText('解約方法', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '申し込みを確定する' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: '有料会員へのお申し込みが完了しました' }),
    ).toBeVisible();
    // The return keeps the chosen plan beside the order (a declined card comes back to it).
    await expect(page).toHaveURL(/\/membership-upgrade\/tds-return\?(.+&)?orderId=tds_/);
    await expectNoAxeViolations(page);
    // The welcome: the points the payment granted, the 会員証, the next charge and what it opens.
    await expect(page.getByText('投票ポイント 100pt を付与しました。')).toBeVisible();
    await expect(page.getByRole('link', { name: '会員証を見る' })).toHaveAttribute(
      'href',
      '/my-account/card',
    );
    await expect(page.getByText('次回のお支払い日', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'ご利用いただけるようになったもの' })
        .getByRole('link', { name: 'ブログ' }),
    ).toBeVisible();

    await page.goto('/blog');
    await page.getByRole('link', { name: /5周年、ありがとう。/ }).click();
    await expect(page.getByText(/こんばんは、ミライです/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'この内容は有料会員限定です' })).toHaveCount(0);
  });
});

test.describe('voting', () => {
  test('a member votes for a profile and the point balance drops', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    await page.goto('/voting');
    await expect(page.getByRole('heading', { level: 1, name: '総選挙' })).toBeVisible();
    const balance = page.getByText(/^保有ポイント：/);
    await expect(balance).toHaveText(/\d/);
    const before = Number((await balance.textContent())?.replace(/\D/g, ''));
    expect(before).toBeGreaterThan(5);
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', { name: /に投票する$/ })
      .first()
      .click();
    const panel = page.getByRole('region', { name: /に投票する$/ });
    const points = panel.getByRole('textbox', { name: '投票ポイント' });
    await points.fill('5');
    await points.press('Tab');
    await panel.getByRole('button', { name: '投票する', exact: true }).click();
    await expect(panel.getByText(/に5ポイントを投票します。/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    await panel.getByRole('button', { name: '投票を確定する' }).click();

    await expect(page.getByText(/に5ポイントを投票しました。/).first()).toBeVisible();
    await expect(balance).toHaveText(`保有ポイント：${(before - 5).toLocaleString('ja-JP')}pt`);
    await page.goto('/voting/history');
    await expect(page.getByRole('list', { name: '投票履歴' }).getByRole('listitem').first()).toContainText(
      '−5pt',
    );
    await expectNoAxeViolations(page);
  });
});
