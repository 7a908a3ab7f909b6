import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, outboxMails, PAID_MEMBER, signInFromStart } from './helpers.ts';

const SUCCESS_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';
const TDS_CARD = '4000000000003220';
const PRODUCT = '5th Anniversary ロゴTシャツ';

const emptyCart = async (page: Page) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
  const remove = page.getByRole('button', { name: /を削除$/ });
  // The lines come with the cart's query, after the heading: wait for them (or for the empty cart).
  await expect(remove.first().or(page.getByText('カートに商品はありません。'))).toBeVisible();
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    // 削除 asks first; the dialog's 削除する deletes.
    await page.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
    await expect(remove).toHaveCount(before - 1);
    // Focus lands on the next line's 削除, or on the heading once the cart is empty.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (active?.tagName === 'H1') return `h1 ${active.textContent}`;
          return active?.getAttribute('aria-label')?.endsWith('を削除') ? 'next 削除' : active?.tagName;
        }),
      )
      .toBe(before - 1 > 0 ? 'next 削除' : 'h1 カート');
  }
};

/** Two SKUs of one product into the cart (lines already there stay). */
const fillCart = async (page: Page) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await page.getByRole('button', { name: /を削除$/ }).count();
  await page.goto('/products');
  await page.getByRole('link', { name: new RegExp(PRODUCT) }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expectNoAxeViolations(page);
  // The first SKU in stock is chosen already; then another size of the same colour.
  const sizes = page.getByRole('radiogroup', { name: 'サイズ' });
  await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByText('カートに追加しました。').first()).toBeVisible();
  await sizes
    .locator('label')
    .filter({ has: page.getByRole('radio', { checked: false, disabled: false }) })
    .first()
    .click();
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await page.goto('/cart');
  // Both SKUs have a line now (a SKU already in the cart keeps its line with a higher count).
  await expect(page.getByRole('button', { name: /を削除$/ })).not.toHaveCount(0);
  const after = await page.getByRole('button', { name: /を削除$/ }).count();
  expect(after).toBeGreaterThanOrEqual(Math.max(before, 2));
  await expectNoAxeViolations(page);
  return after;
};

const checkout = async (page: Page, card: string) => {
  await page.getByRole('link', { name: 'レジに進む' }).click();
  const main = page.getByRole('main');
  await expect(main.getByLabel(/^セイ/)).not.toHaveValue('');
  await main.getByLabel(/^メールアドレス（確認）/).fill(PAID_MEMBER);
  await main
    .getByRole('radiogroup', { name: /^配送方法/ })
    .locator('label')
    .first()
    .click();
  // The demo paid member has a saved card; these journeys type a sandbox card instead.
  await main.getByText('新しいカードを入力する', { exact: true }).click();
  await main.getByLabel(/^カード番号/).fill(card);
  await main.getByLabel(/^有効期限/).fill('12/30');
  await main.getByLabel(/^セキュリティコード/).fill('123');
  // The holder is required, as in every card form of the site (@fanclub/ui CardFields).
  await main.getByLabel(/^カード名義/).fill('HANAKO SATO');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  await expect(page.getByText('お支払い総額')).toBeVisible();
  await page.getByRole('button', { name: '注文を確定する' }).click();
};

test.describe('the shop', () => {
  // Sign-in, two product pages, the cart, the checkout and an axe scan of each: about half a
  // minute on a quiet 2-core machine, more while the other test stages share it.
  test.describe.configure({ timeout: 150_000 });
  test('two SKUs into the cart, checkout with the success card, the order in the history', async ({
    page,
  }) => {
    await signInFromStart(page, PAID_MEMBER);
    await fillCart(page);
    await checkout(page, SUCCESS_CARD);
    await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();
    const orderNumber =
      (await page.getByText(/^ご注文番号：/).textContent())?.replace('ご注文番号：', '') ?? '';
    await page.goto('/order/history');
    await expect(page.getByRole('link', { name: new RegExp(`注文番号 ${orderNumber}：`) })).toBeVisible();
    await expectNoAxeViolations(page);

    // The done page says 注文確認メールをお送りしました: the mail is in the outbox, from the club.
    const club = (await page.request.get('/api/v1/web-specifications', { headers: { 'company-id': '3' } }))
      .json()
      .then((spec: { siteTitle: string }) => spec.siteTitle);
    await expect
      .poll(() => outboxMails().find((mail) => mail.subject.includes(`注文番号 ${orderNumber}`)))
      .toBeTruthy();
    const mail = outboxMails().find((m) => m.subject.includes(`注文番号 ${orderNumber}`))!;
    expect(mail.to).toBe(PAID_MEMBER);
    expect(mail.from).toBe(`${await club} <no-reply@localhost>`);
    expect(mail.subject.startsWith(`【${await club}】`)).toBe(true);
    expect(mail.text).toContain('お支払い総額');
    expect(mail.text).toContain('お届け先');
    expect(mail.html).toContain('/contact');
  });

  test('a card that asks for 3-D Secure goes through the challenge and back', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    await fillCart(page);
    await checkout(page, TDS_CARD);
    await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
    await page.getByLabel('認証コード').fill('1234');
    await page.getByRole('button', { name: '認証する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();
  });

  test('a declined card shows the error and leaves the cart intact', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    const lines = await fillCart(page);
    await checkout(page, DECLINED_CARD);
    await expect(page.getByRole('alert').filter({ hasText: '注文できませんでした' }).first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: /を削除$/ })).toHaveCount(lines);
  });

  test('deleting every line empties the cart', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    await emptyCart(page);
    await expect(page.getByText('カートに商品はありません。')).toBeVisible();
  });
});
