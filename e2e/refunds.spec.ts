import { expect, test } from '@playwright/test';
import {
  consoleSignIn,
  expectNoAxeViolations,
  fillCard,
  outboxMails,
  PAID_MEMBER,
  signInFromStart,
} from './helpers.ts';

const PRODUCT = 'ロゴマグカップ';

// Refunds from the console (issue 32): a shop operator refunds part of a paid goods order, then the
// rest; the fan's order detail shows 一部返金 and then 返金済み, and each refund mails 返金のお知らせ.
test.describe('refunds', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a shop operator refunds a paid order in part and then in full; the fan sees it and is mailed', async ({
    page,
    browser,
  }) => {
    const context = await browser.newContext();
    const fan = await context.newPage();
    await signInFromStart(fan, PAID_MEMBER);
    await fan.goto('/products');
    await fan.getByRole('link', { name: new RegExp(PRODUCT) }).click();
    await expect(fan.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await fan.getByRole('button', { name: 'カートに入れる' }).click();
    await expect(fan.getByText('カートに追加しました。').first()).toBeVisible();
    await fan.goto('/cart');
    await fan.getByRole('link', { name: 'レジに進む' }).click();
    const main = fan.getByRole('main');
    await expect(main.getByLabel(/^セイ/)).not.toHaveValue('');
    await main.getByLabel(/^メールアドレス（確認）/).fill(PAID_MEMBER);
    await main
      .getByRole('radiogroup', { name: /^配送方法/ })
      .locator('label')
      .first()
      .click();
    await main.getByText('新しいカードを入力する', { exact: true }).click();
    await fillCard(fan, '4111111111111111');
    await fan.getByRole('button', { name: '注文内容を確認する' }).click();
    await expect(fan.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
    await fan.getByRole('button', { name: '注文を確定する' }).click();
    await expect(fan.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();
    const orderNumber = ((await fan.getByText(/^ご注文番号：/).textContent()) ?? '')
      .replace('ご注文番号：', '')
      .trim();
    expect(orderNumber).toMatch(/^\d{8}-[0-9A-F]{12}$/);

    await consoleSignIn(page, 'shop@example.jp');
    await page.goto('/console/orders');
    await page.getByRole('searchbox', { name: /^注文番号・メールアドレス・氏名/ }).fill(orderNumber);
    await page.getByRole('link', { name: orderNumber }).click();
    await expect(page.getByRole('heading', { level: 1, name: `注文 ${orderNumber}` })).toBeVisible();
    await expect(page.getByText('返金はまだありません。')).toBeVisible();

    // More than was paid is refused before anything is sent; then 300 yen with a reason.
    const amount = page.getByRole('textbox', { name: /返金額/ });
    const paid = Number((await amount.inputValue()).replace(/\D/g, ''));
    expect(paid).toBeGreaterThan(300);
    await amount.fill(String(paid + 1));
    await page.getByRole('textbox', { name: /返金の理由/ }).fill('商品の一部に傷があったため');
    await page.getByRole('button', { name: '返金する' }).click();
    await expect(page.getByText(/返金額が返金できる残額（.+円）を超えています。/)).toBeVisible();
    await amount.fill('300');
    await page.getByRole('button', { name: '返金する' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('一部返金します');
    await dialog.getByRole('button', { name: '返金する' }).click();
    await expect(page.getByText('300円を返金しました。').first()).toBeVisible();
    const history = page.getByRole('grid', { name: '返金履歴' });
    await expect(history).toContainText('商品の一部に傷があったため');
    await expect(page.getByText('一部返金').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await fan.goto(`/order/history/${orderNumber}`);
    await expect(fan.getByText('一部返金').first()).toBeVisible();
    await expect(fan.getByText('返金額')).toBeVisible();

    // The rest (the form offers it): the order is 返金済み.
    await expect(amount).toHaveValue(String(paid - 300));
    await page.getByRole('textbox', { name: /返金の理由/ }).fill('お客様のご希望で全額返金');
    await page.getByRole('button', { name: '返金する' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '返金する' }).click();
    await expect(
      page.getByText(`${(paid - 300).toLocaleString('ja-JP')}円を返金しました。`).first(),
    ).toBeVisible();
    await expect(page.getByText('返金済み').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '返金する' })).toHaveCount(0);

    await fan.reload();
    await expect(fan.getByText('返金済み').first()).toBeVisible();

    const refundMails = () =>
      outboxMails().filter((m) => m.subject.includes(`返金のお知らせ（注文番号 ${orderNumber}）`));
    await expect.poll(() => refundMails().length).toBe(2);
    const [first, second] = refundMails();
    expect(first!.text).toContain('ご注文の代金の一部を返金しました。');
    expect(first!.text).toContain('¥300');
    expect(second!.text).toContain('ご注文の代金を全額返金しました。');
  });
});
