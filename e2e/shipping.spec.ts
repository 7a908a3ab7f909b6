import { expect, test } from '@playwright/test';
import {
  consoleSignIn,
  expectNoAxeViolations,
  fillCard,
  outboxMails,
  PAID_MEMBER,
  signInFromStart,
} from './helpers.ts';

const PRODUCT = '5th Anniversary ロゴTシャツ';

// Shipping from the console (issue 32): a carrier's CSV of tracking numbers, previewed and applied,
// marks the order shipped; the fan sees it with its tracking number and has 発送のお知らせ.
test.describe('shipping', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a shop operator imports a tracking CSV, checks the preview and applies it; the fan sees the order shipped and is mailed', async ({
    page,
    browser,
  }) => {
    // The fan buys one item with the sandbox card: a paid order of their own to ship.
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
    await page.getByRole('link', { name: '追跡番号をCSVで取り込む' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '追跡番号をCSVで取り込む' })).toBeVisible();
    // A bad row first: the preview names it, and nothing can be applied.
    await page.getByLabel('CSVファイル').setInputFiles({
      name: 'yamato.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF注文番号,追跡番号\r\n${orderNumber},12\r\n`, 'utf8'),
    });
    await expect(
      page.getByText('エラー: 追跡番号は半角の英数字とハイフンで、8〜30文字にしてください。'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '取り込んで発送済みにする' })).toBeDisabled();

    await page.getByLabel('CSVファイル').setInputFiles({
      name: 'yamato.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFF注文番号,追跡番号,配送業者\r\n${orderNumber},3344-5566-7788,ヤマト運輸\r\n`,
        'utf8',
      ),
    });
    const preview = page.getByRole('table', { name: '取り込む行とエラー' });
    await expect(preview.getByRole('row', { name: new RegExp(orderNumber) })).toContainText('3344-5566-7788');
    await expect(page.getByText('1件の注文を発送済みにできます。')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '取り込んで発送済みにする' }).click();
    await page.getByRole('button', { name: '1件を発送済みにする' }).click();
    await expect(
      page.getByText('1件の注文を発送済みにし、発送のお知らせメールを送りました。').first(),
    ).toBeVisible();

    await expect
      .poll(() =>
        outboxMails().find((m) => m.subject.includes(`商品を発送しました（注文番号 ${orderNumber}）`)),
      )
      .toBeDefined();
    const mail = outboxMails().find((m) =>
      m.subject.includes(`商品を発送しました（注文番号 ${orderNumber}）`),
    )!;
    expect(mail.text).toContain('ヤマト運輸');
    expect(mail.text).toContain('3344-5566-7788');

    await fan.goto(`/order/history/${orderNumber}`);
    await expect(fan.getByText('発送済み').first()).toBeVisible();
    await expect(fan.getByText('3344-5566-7788').first()).toBeVisible();
  });
});
