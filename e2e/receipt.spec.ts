import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PAID_MEMBER, signInFromStart } from './helpers.ts';

// The demo paid member's history (packages/fixtures/src/orders.ts): a plan order, a points order,
// a delivered order whose receipt was issued long ago, and a shipped one (日本郵便) with none yet.
test.describe('orders and the 領収書', () => {
  test('plan and point orders are named; a shipped order shows its address, tracking and receipt', async ({
    page,
  }) => {
    await signInFromStart(page, PAID_MEMBER);
    await page.goto('/order/history');
    await expect(page.getByRole('heading', { level: 1, name: '注文履歴' })).toBeVisible();
    // Numbers are the day and random digits, never a count of sales.
    await expect(
      page.getByRole('link', { name: /注文番号 \d{8}-[0-9A-F]{12}：月額プラン 会費/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /：投票ポイント 330pt/ })).toBeVisible();

    await page.getByRole('link', { name: /：アクリルスタンド/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^注文番号 \d{8}-[0-9A-F]{12}$/ }),
    ).toBeVisible();
    await expect(page.getByText(/〒\d{3}-\d{4} /).first()).toBeVisible();
    await expect(page.getByText('日本郵便', { exact: true })).toBeVisible();
    const track = page.getByRole('link', { name: /日本郵便の配送状況を見る/ });
    await expect(track).toHaveAttribute('href', /japanpost\.jp.*reqCodeNo1=123456789012/);
    await expect(page.getByText(/^クレジットカード \d{4}\*+/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: '領収書を発行する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '領収書の宛名' })).toBeVisible();
    const addressee = page.getByRole('textbox', { name: /宛名/ });
    await addressee.fill('');
    await page.getByRole('button', { name: 'この宛名で発行する' }).click();
    await expect(addressee).toHaveAttribute('aria-invalid', 'true');
    await addressee.fill('株式会社ひかり商事');
    await page.getByRole('button', { name: 'この宛名で発行する' }).click();

    const receipt = page.getByRole('article', { name: '領収書' });
    await expect(receipt.getByText('株式会社ひかり商事 様')).toBeVisible();
    await expect(receipt.getByText('但し グッズ代として')).toBeVisible();
    await expect(receipt.getByText(/登録番号：T\d{13}/)).toBeVisible();
    await expect(receipt.getByText(/10%対象 ¥[\d,]+（内消費税 ¥[\d,]+）/)).toBeVisible();
    await expect(receipt.getByText('再発行')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Printed, only the receipt is on paper.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: /印刷する/ })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Opened again, it is the same receipt marked 再発行; the addressee is not asked again.
    await page.reload();
    await expect(receipt.getByText('株式会社ひかり商事 様')).toBeVisible();
    await expect(receipt.getByText('再発行')).toBeVisible();
  });
});
