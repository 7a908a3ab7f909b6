import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillCard,
  outboxMails,
  PAID_MEMBER,
  registerMember,
  signInFromStart,
} from './helpers.ts';

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
  test('a free member pays the annual plan at a store: slip mail, paid, 会員証 and My Page, then the card from the end', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A member of their own: the journey makes them paid.
    const email = `konbini-plan-${Date.now()}@example.jp`;
    await registerMember(page, email);
    await signInFromStart(page, email);
    const main = page.getByRole('main');

    let orderNumber = '';
    await test.step('chooses the annual plan with コンビニ払い; the screens say it does not renew', async () => {
      await page.goto('/membership-upgrade');
      const kinds = main.getByRole('list', { name: 'お支払い方法と自動更新' });
      await expect(kinds).toContainText('カード払い：自動更新');
      await expect(kinds).toContainText('コンビニ払い：自動更新されません');
      await main.getByRole('button', { name: '年額プランを選ぶ' }).click();
      await main.getByRole('radio', { name: /コンビニ払い/ }).click({ force: true });
      await main.getByRole('radio', { name: 'ファミリーマート' }).click({ force: true });
      await main.getByRole('button', { name: 'お申し込み内容を確認する' }).click();
      await expect(main.getByText('年額プラン（1年分・自動更新なし）')).toBeVisible();
      await expect(main.getByText('コンビニ払い手数料')).toBeVisible();
      await expect(main.getByText(/^コンビニ払い：自動更新されません/).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await main.getByRole('button', { name: '払込票を発行する' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'コンビニでのお支払いをお待ちしています' }),
      ).toBeVisible();
      await expect(main.getByRole('region', { name: /コンビニでのお支払い/ })).toContainText('支払待ち');
      orderNumber = (await main.getByText(/^注文番号：/).textContent())!.replace('注文番号：', '').trim();
      expect(orderNumber).toMatch(/^\d{8}-[0-9A-F]{12}$/);
    });

    let slipUrl = '';
    await test.step('the slip mail names the plan and links the slip', async () => {
      await expect
        .poll(() =>
          outboxMails().find((m) =>
            m.subject.includes(`コンビニでのお支払いのご案内（注文番号 ${orderNumber}）`),
          ),
        )
        .toBeTruthy();
      const mail = outboxMails().find((m) => m.subject.includes(`（注文番号 ${orderNumber}）`))!;
      expect(mail.to).toBe(email);
      expect(mail.text).toContain('「年額プラン」の会員期間（1年分）');
      slipUrl = mail.text.match(/https?:\/\/\S*\/sandbox-pay\/konbini\/kp_\w+/)![0];
    });

    await test.step('the sandbox plays the store payment', async () => {
      await page.goto(new URL(slipUrl).pathname);
      await expect(page.getByRole('heading', { level: 1, name: /ファミリーマート 払込票/ })).toBeVisible();
      await page.getByRole('button', { name: '店頭で支払う' }).click();
      await expect(page.getByRole('status')).toContainText('お支払いを受け付けました');
    });

    await test.step('the member is paid: 会員証, My Page with the end and no automatic renewal, the mail', async () => {
      await page.goto('/my-account/card');
      const card = page.getByRole('region', { name: /会員証/ });
      await expect(card).toContainText('有料会員');
      await expect(card).toContainText('プラン年額プラン');
      await page.goto('/my-account');
      const plan = page.getByRole('region', { name: '会員プラン' });
      await expect(plan.getByRole('heading', { name: '年額プラン' })).toBeVisible();
      await expect(plan.getByText(/^\d{4}\/\d\d\/\d\dまで$/)).toBeVisible();
      await expect(plan.getByText('自動更新されません（コンビニ払い）')).toBeVisible();
      await expect(plan.getByText('次回のお支払い日', { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expect
        .poll(() =>
          outboxMails().find((m) =>
            m.subject.includes(`「年額プラン」のご入金を確認しました（注文番号 ${orderNumber}）`),
          ),
        )
        .toBeTruthy();
      const paid = outboxMails().find((m) =>
        m.subject.includes(`ご入金を確認しました（注文番号 ${orderNumber}）`),
      )!;
      expect(paid.to).toBe(email);
      expect(paid.text).toContain('自動更新されません');
      expect(paid.text).toMatch(/ご利用期限:?\s*\d{4}\/\d\d\/\d\dまで/);
    });

    await test.step("switches to the card's automatic renewal from the end of the paid period", async () => {
      const choice = page.getByRole('region', { name: '更新のお支払い方法' });
      await choice.getByRole('button', { name: 'カード払いの自動更新に切り替える' }).click();
      await fillCard(page, '4111111111111111');
      await choice.getByRole('button', { name: '切り替え内容を確認する' }).click();
      const confirm = choice.getByRole('group', { name: '更新のお支払い方法の変更の確認' });
      await expect(confirm).toContainText('今回の変更で料金はかかりません');
      await confirm.getByRole('button', { name: '切り替えを確定する' }).click();
      await expect(choice.getByRole('status')).toContainText('カード払いの自動更新に切り替えました');
      const plan = page.getByRole('region', { name: '会員プラン' });
      await expect(plan.getByText('次回のお支払い日', { exact: true })).toBeVisible();
      await expect
        .poll(() =>
          outboxMails().find(
            (m) => m.to === email && m.subject.includes('カード払い（自動更新）に変更しました'),
          ),
        )
        .toBeTruthy();
    });
  });
});
