import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, outboxMails, PAID_MEMBER, signInFromStart } from './helpers.ts';

const PRODUCT = '5th Anniversary ロゴTシャツ';

/** One SKU of the product into the cart, then checkout with コンビニ払い at `store`; lands on the order page. */
const buyWithKonbini = async (page: Page, store: string) => {
  await page.goto('/products');
  await page.getByRole('link', { name: new RegExp(PRODUCT) }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByText('カートに追加しました。').first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'レジに進む' }).click();
  const main = page.getByRole('main');
  await expect(main.getByLabel(/^セイ/)).not.toHaveValue('');
  await main.getByLabel(/^メールアドレス（確認）/).fill(PAID_MEMBER);
  await main
    .getByRole('radiogroup', { name: /^配送方法/ })
    .locator('label')
    .first()
    .click();
  await main.getByRole('radio', { name: /コンビニ払い/ }).click({ force: true });
  await expect(main.getByRole('radiogroup', { name: /お支払いに使うコンビニ/ })).toBeVisible();
  // No card is asked for.
  await expect(main.getByLabel(/^カード番号/)).toHaveCount(0);
  await main.getByRole('radio', { name: store }).click({ force: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  // The fee, tax included, on the final confirmation (特定商取引法).
  await expect(main.getByText('コンビニ払い手数料')).toBeVisible();
  await expect(main.getByText('¥220').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^注文番号 \d{8}-[0-9A-F]{12}$/ })).toBeVisible();
  const orderId = (await page.getByRole('heading', { level: 1 }).textContent())!.match(
    /\d{8}-[0-9A-F]{12}/,
  )![0];
  return { orderId, main };
};

test.describe('konbini payments', () => {
  test('buy goods with konbini: slip mail, the store pays, 入金済み and the confirmation mail', async ({
    page,
  }) => {
    await signInFromStart(page, PAID_MEMBER);
    const { orderId, main } = await buyWithKonbini(page, 'ローソン');
    const slip = main.getByRole('region', { name: /コンビニでのお支払い/ });
    await expect(slip).toContainText('支払待ち');
    await expect(slip).toContainText('受付番号');
    await expect(slip).toContainText('確認番号');
    const receipt = (await slip.locator('dd').nth(1).textContent())!.trim();
    expect(receipt).toMatch(/^\d{11}$/);
    await expectNoAxeViolations(page);

    // The slip mail, with the number and the slip page's link.
    await expect
      .poll(() =>
        outboxMails().find((m) => m.subject.includes(`コンビニでのお支払いのご案内（注文番号 ${orderId}）`)),
      )
      .toBeTruthy();
    const slipMail = outboxMails().find((m) => m.subject.includes(`（注文番号 ${orderId}）`))!;
    expect(slipMail.to).toBe(PAID_MEMBER);
    expect(slipMail.text).toContain(receipt);
    const slipUrl = slipMail.text.match(/https?:\/\/\S*\/sandbox-pay\/konbini\/kp_\w+/)![0];

    // The sandbox plays the store: paid.
    await page.goto(new URL(slipUrl).pathname);
    await expect(page.getByRole('heading', { level: 1, name: /ローソン 払込票/ })).toBeVisible();
    await expect(page.getByText(receipt)).toBeVisible();
    await page.getByRole('button', { name: '店頭で支払う' }).click();
    await expect(page.getByRole('status')).toContainText('お支払いを受け付けました');

    await page.goto(`/order/history/${orderId}`);
    await expect(page.getByRole('region', { name: /コンビニでのお支払い/ })).toContainText('入金済み');
    await expect(page.getByText('お支払い済み').first()).toBeVisible();
    await expect
      .poll(() =>
        outboxMails().find((m) => m.subject.includes(`ご入金を確認しました（注文番号 ${orderId}）`)),
      )
      .toBeTruthy();
  });

  test('a slip that expires cancels the order', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    const { orderId, main } = await buyWithKonbini(page, 'セブン-イレブン');
    const slip = main.getByRole('region', { name: /コンビニでのお支払い/ });
    await expect(slip).toContainText('払込票番号');
    await expect(slip).not.toContainText('確認番号');
    const slipUrl = await slip.getByRole('link', { name: /払込票を見る/ }).getAttribute('href');
    await page.goto(new URL(slipUrl!, page.url()).pathname);
    await page.getByRole('button', { name: '期限切れにする' }).click();
    await expect(page.getByRole('status')).toContainText('期限切れにしました');

    await page.goto(`/order/history/${orderId}`);
    await expect(page.getByRole('region', { name: /コンビニでのお支払い/ })).toContainText('期限切れ');
    await expect(page.getByText('キャンセル').first()).toBeVisible();
    await expect
      .poll(() =>
        outboxMails().find((m) => m.subject.includes(`ご注文をキャンセルしました（注文番号 ${orderId}）`)),
      )
      .toBeTruthy();
  });
});
