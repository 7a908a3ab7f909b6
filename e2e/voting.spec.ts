import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectFitsPhone, expectNoAxeViolations, PAID_MEMBER, signInFromStart } from './helpers.ts';

const SUCCESS_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';

/** The balance /voting shows, as a number. */
const votingBalance = async (page: Page) => {
  const balance = page.getByText(/^保有ポイント：/);
  await expect(balance).toHaveText(/\d/);
  return Number((await balance.textContent())?.replace(/\D/g, ''));
};

/** From /voting to the payment step with the 100pt package, paying with a newly typed card. */
const choosePackageAndCard = async (page: Page, card: string) => {
  await page.getByRole('link', { name: 'ポイントを購入する', exact: true }).click();
  await expect(page).toHaveURL(/\/voting\/cart-point-purchase$/);
  await expect(page.getByRole('heading', { level: 1, name: '投票ポイントの購入' })).toBeVisible();
  const main = page.getByRole('main');
  // The radio inputs are visually hidden inside their labels: press the label as a person does.
  await main.getByRole('radiogroup', { name: 'ポイントパック' }).getByText('100pt', { exact: true }).click();
  await expect(main.getByRole('radio', { name: /^100pt/ })).toBeChecked();
  await expect(main.getByText('100pt（100pt × 1パック）')).toBeVisible();
  await expect(main.getByRole('region', { name: 'ご購入内容' }).getByText('¥1,100')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '購入手続きへ進む' }).click();

  await expect(page).toHaveURL(/\/voting\/point-purchase-process$/);
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible();
  // The demo paid member has a saved card; this journey types the sandbox card instead.
  await main.getByText('新しいカードを入力する', { exact: true }).click();
  await main.getByLabel(/^カード番号/).fill(card);
  await main.getByLabel(/^有効期限/).fill('12/30');
  await main.getByLabel(/^セキュリティコード/).fill('123');
  await main.getByLabel(/^カード名義/).fill('HANAKO YAMADA');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'ご購入内容の確認へ進む' }).click();

  // The legally required final confirmation: what, how many, the total, when paid and delivered,
  // and that a purchase cannot be cancelled.
  await expect(page.getByRole('heading', { level: 1, name: 'ご購入内容の確認' })).toBeVisible();
  await expect(main.getByText('お支払い総額')).toBeVisible();
  await expect(main.getByText(/カード会社の本人認証（3-D セキュア）を経て/)).toBeVisible();
  await expect(main.getByText(/決済の完了後すぐに、100ptが保有ポイントに加算されます/)).toBeVisible();
  await expect(main.getByText(/キャンセル・返品・返金はお受けできません/)).toBeVisible();
};

test.describe('voting points', () => {
  test('a member buys a points package with a card; the balance rises and the purchase is listed', async ({
    page,
  }) => {
    // Sign-in, the card form, the payment and four accessibility scans: more than the default
    // minute on a loaded machine (the saved-card journey, longer still, has three).
    test.setTimeout(120_000);
    await signInFromStart(page, PAID_MEMBER);
    await page.goto('/voting');
    const before = await votingBalance(page);
    await expectNoAxeViolations(page);

    await choosePackageAndCard(page, SUCCESS_CARD);
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    await page.getByRole('button', { name: '購入を確定する' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'ご購入ありがとうございました' })).toBeVisible();
    await expect(page.getByText(/^保有ポイント：/)).toHaveText(
      `保有ポイント：${(before + 100).toLocaleString('ja-JP')}pt`,
    );
    // react-aria points a live region at the pressed (now gone) button for 7 s; axe would count it
    // as an unlabelled image until it expires.
    await expect(page.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: '投票ページに戻る' }).click();
    await expect(page).toHaveURL(/\/voting$/);
    expect(await votingBalance(page)).toBe(before + 100);

    await page.goto('/voting/history');
    const purchases = page.getByRole('region', { name: 'ポイント購入履歴' });
    const newest = purchases.getByRole('listitem').first();
    await expect(newest).toContainText('＋100pt');
    await expect(newest).toContainText('¥1,100');
    await expectNoAxeViolations(page);
  });

  test('a declined card shows the error, adds no points and keeps the chosen package', async ({ page }) => {
    await signInFromStart(page, PAID_MEMBER);
    await page.goto('/voting');
    const before = await votingBalance(page);

    await choosePackageAndCard(page, DECLINED_CARD);
    await page.getByRole('button', { name: '購入を確定する' }).click();
    // The issuer declines after the (frictionless) 3-D Secure step: the return page says so.
    await expect(
      page.getByRole('alert').filter({ hasText: '投票ポイントの購入中にエラーが発生しました。' }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'ポイントを購入できませんでした' }),
    ).toBeVisible();

    await page.goto('/voting/cart-point-purchase');
    await expect(page.getByRole('radio', { name: /^100pt/ })).toBeChecked();
    await page.goto('/voting');
    expect(await votingBalance(page)).toBe(before);
  });
});

test.describe('voting on a phone', () => {
  test('the drawer carries the voting history, help and the social links the header has no room for', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInFromStart(page, PAID_MEMBER);
    await page.goto('/voting');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    // Below 768 px the header shows neither its menu row nor its social links.
    await expect(header.getByRole('link', { name: '投票履歴' })).toBeHidden();
    await expect(header.getByRole('list', { name: 'SNS' })).toBeHidden();

    await header.getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'メインメニュー' });
    await expect(drawer.getByRole('link', { name: '投票履歴' })).toBeVisible();
    const helpLinks = drawer.getByRole('list', { name: 'ヘルプ' });
    await expect(helpLinks.getByRole('link', { name: 'よくある質問' })).toBeVisible();
    await expect(helpLinks.getByRole('link', { name: 'お問い合わせ' })).toBeVisible();
    const social = drawer.getByRole('list', { name: 'SNS' });
    await expect(social.getByRole('link', { name: /^TikTok/ })).toBeVisible();
    await expect(social.getByRole('link', { name: /^Instagram/ })).toBeVisible();
    await expect(social.getByRole('link', { name: /^X/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await drawer.getByRole('link', { name: '投票履歴' }).click();
    await expect(page).toHaveURL(/\/voting\/history$/);
    await expect(drawer).toBeHidden();
  });
});
