import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, fillCard, registerMember, signInFromStart } from './helpers.ts';

/** The sandbox card whose issuer asks for 3-D Secure every time, and the challenge's code. */
const TDS_CARD = '4000000000003220';
const CHALLENGE_CODE = '1234';
const PRODUCT = 'ロゴマグカップ';

/** On the sandbox issuer's challenge page: the code, then back to the site. */
const passChallenge = async (page: Page) => {
  await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
  await expectNoAxeViolations(page);
  await page.getByLabel('認証コード').fill(CHALLENGE_CODE);
  await page.getByRole('button', { name: '認証する' }).click();
};

/** A wrong code keeps the fan on the issuer's page; cancelling sends them back unauthenticated. */
const failChallenge = async (page: Page) => {
  await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
  await page.getByLabel('認証コード').fill('000000');
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page.getByRole('alert')).toHaveText('認証コードが正しくありません。');
  await page.getByRole('button', { name: 'キャンセル' }).click();
};

/**
 * A saved card is authenticated again for every payment the member makes (3-D Secure is required
 * for card payments in Japan since 2025): a member saves a 3-D Secure card with a plan, then buys
 * points and orders goods on that saved card, each through the issuer's challenge.
 */
test.describe('the saved card goes through 3-D Secure for every payment', () => {
  test('points and a checkout on the saved card each go through the challenge', async ({ page }) => {
    test.setTimeout(180_000);
    const email = `saved-card-${Date.now()}@example.jp`;
    await registerMember(page, email);
    await signInFromStart(page, email);

    await test.step('a plan bought with the 3-D Secure card saves it', async () => {
      await page.goto('/membership-upgrade');
      await page.getByRole('button', { name: '月額プランを選ぶ' }).click();
      await fillCard(page, TDS_CARD);
      await page.getByRole('button', { name: 'お申し込み内容を確認する' }).click();
      await page.getByRole('button', { name: '申し込みを確定する' }).click();
      await passChallenge(page);
      await expect(
        page.getByRole('heading', { level: 1, name: '有料会員へのお申し込みが完了しました' }),
      ).toBeVisible();
    });

    await test.step('points on the saved card: a failed challenge adds nothing', async () => {
      await page.goto('/voting/cart-point-purchase');
      const main = page.getByRole('main');
      await main
        .getByRole('radiogroup', { name: 'ポイントパック' })
        .getByText('100pt', { exact: true })
        .click();
      await page.getByRole('button', { name: '購入手続きへ進む' }).click();
      await expect(main.getByRole('radio', { name: /^登録済みのカード/ })).toBeChecked();
      await page.getByRole('button', { name: 'ご購入内容の確認へ進む' }).click();
      await expect(main.getByText(/カード会社の本人認証（3-D セキュア）を経て/)).toBeVisible();
      await expect(main.getByText(/^クレジットカード（/)).toHaveText(/4000/);
      await page.getByRole('button', { name: '購入を確定する' }).click();
      await failChallenge(page);
      await expect(page).toHaveURL(/\/voting\/point-purchase-process\?orderId=/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'ポイントを購入できませんでした' }),
      ).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: '投票ポイントの購入中にエラーが発生しました' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'お支払い方法に戻る' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible();
    });

    await test.step('points on the saved card: the challenge passed, the points arrive once', async () => {
      const main = page.getByRole('main');
      await page.getByRole('button', { name: 'ご購入内容の確認へ進む' }).click();
      await page.getByRole('button', { name: '購入を確定する' }).click();
      await passChallenge(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'ご購入ありがとうございました' }),
      ).toBeVisible();
      // The plan's 100pt and the 100pt bought.
      await expect(main.getByText(/^保有ポイント：/)).toHaveText('保有ポイント：200pt');
      // A reload of the return page shows the same purchase; nothing is added twice.
      await page.reload();
      // The reload signs the member in again through the refresh cookie before it confirms.
      await expect(page.getByRole('heading', { level: 1, name: 'ご購入ありがとうございました' })).toBeVisible(
        { timeout: 30_000 },
      );
      await expect(main.getByText(/^保有ポイント：/)).toHaveText('保有ポイント：200pt');
    });

    await test.step('a checkout on the saved card goes through the challenge', async () => {
      await page.goto('/products');
      await page
        .getByRole('link', { name: new RegExp(PRODUCT) })
        .first()
        .click();
      await page.getByRole('button', { name: 'カートに入れる' }).click();
      await expect(page.getByText('カートに追加しました。').first()).toBeVisible();
      await page.goto('/cart');
      await page.getByRole('link', { name: 'レジに進む' }).click();
      const main = page.getByRole('main');
      await main.getByLabel(/^メールアドレス（確認）/).fill(email);
      await main
        .getByRole('radiogroup', { name: /^配送方法/ })
        .locator('label')
        .first()
        .click();
      await expect(main.getByRole('radio', { name: /^登録済みのカード/ })).toBeChecked();
      await expect(main.getByLabel(/^カード番号/)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '注文内容を確認する' }).click();
      await expect(main.getByText(/^クレジットカード（/)).toHaveText(/4000/);
      await page.getByRole('button', { name: '注文を確定する' }).click();
      await passChallenge(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' }),
      ).toBeVisible();
    });
  });
});
