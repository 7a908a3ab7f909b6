import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectFitsPhone,
  expectNoAxeViolations,
  fillCard,
  outboxMails,
  registerMember,
  signInFromStart,
} from './helpers.ts';

const SUCCESS_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';

const planRegion = (page: Page) => page.getByRole('region', { name: '会員プラン' });

/** The confirmation's 「2回目以降のお支払い金額」, e.g. ¥550. */
const recurringOnConfirmation = async (page: Page) => {
  const text = (await page.getByRole('region', { name: '継続課金（自動更新）について' }).textContent()) ?? '';
  return /2回目以降のお支払い金額\s*(¥[\d,]+)/.exec(text)?.[1];
};

test.describe('a member manages their own plan', () => {
  test('buys a plan (a declined card keeps the plan), sees the same fee on My Page and the points, changes plan, leaves, comes back', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = `plan-${Date.now()}@example.jp`;
    await registerMember(page, email);
    await signInFromStart(page, email);

    await test.step('a declined card keeps the plan and offers another card', async () => {
      await page.goto('/membership-upgrade');
      await page.getByRole('button', { name: '月額プランを選ぶ' }).click();
      await fillCard(page, DECLINED_CARD);
      await page.getByRole('button', { name: 'お申し込み内容を確認する' }).click();
      await page.getByRole('button', { name: '申し込みを確定する' }).click();
      // The issuer declines after authentication: the return page says so, and offers another card
      // for the same plan rather than choosing the plan again.
      await expect(
        page.getByRole('heading', { level: 1, name: 'お申し込みを完了できませんでした' }),
      ).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: '会員プランに登録できませんでした' }),
      ).toBeVisible();
      await page.getByRole('link', { name: '別のカードで申し込む' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible();
      await expect(page.getByRole('main').getByText('月額プラン', { exact: true }).first()).toBeVisible();
    });

    let checkoutFee: string | undefined;
    await test.step('buys the monthly plan with another card', async () => {
      await fillCard(page, SUCCESS_CARD);
      await page.getByRole('button', { name: 'お申し込み内容を確認する' }).click();
      checkoutFee = await recurringOnConfirmation(page);
      expect(checkoutFee).toBe('¥550');
      await page.getByRole('button', { name: '申し込みを確定する' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: '有料会員へのお申し込みが完了しました' }),
      ).toBeVisible();
    });

    await test.step("My Page shows the fee the checkout showed, and the plan's points", async () => {
      await page.goto('/my-account');
      const plan = planRegion(page);
      await expect(plan.getByRole('heading', { name: '月額プラン' })).toBeVisible();
      await expect(plan.getByText(checkoutFee!, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: '会員証' }).getByText('100pt')).toBeVisible();
      const mail = outboxMails().findLast(
        (m) => m.to === email && m.subject.includes('お申し込みが完了しました'),
      );
      expect(mail?.text).toContain('100pt を付与しました');
    });

    await test.step('changes to the yearly plan through the final confirmation', async () => {
      await planRegion(page).getByRole('link', { name: 'プランを変更する' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'プランの変更' })).toBeVisible();
      await expect(page.getByText('今のプランより年間で¥1,100おトクになります（税込）。')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '年額プランを選ぶ' }).click();
      const confirmation = page.getByRole('region', { name: 'プラン変更の最終確認' });
      await expect(confirmation.getByText(/以降も毎年同じ日に自動で決済されます。/)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectFitsPhone(page);
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.getByRole('button', { name: 'プランの変更を確定する' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'プランを変更しました' })).toBeVisible();
      await page.goto('/my-account');
      await expect(planRegion(page).getByRole('heading', { name: '年額プラン' })).toBeVisible();
      await expect(planRegion(page).getByText('¥5,500', { exact: true })).toBeVisible();
    });

    await test.step('unsubscribes with a reason, and keeps access until the end of the period', async () => {
      // 退会 is the quiet last link of My Page, not beside the plan.
      await page.getByRole('main').getByRole('link', { name: '退会する' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '退会手続き' })).toBeVisible();
      await expect(page.getByText('会員限定のブログ・動画・写真')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByText('料金が高いため', { exact: true }).click();
      await page.getByRole('button', { name: '確認画面へ進む' }).click();
      await expect(page.getByRole('heading', { name: '退会内容の確認' })).toBeVisible();
      await page.getByRole('button', { name: '退会する' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '退会手続きが完了しました' })).toBeVisible();
      await page.goto('/my-account');
      await expect(planRegion(page).getByText('退会手続き済み')).toBeVisible();
    });

    await test.step('withdraws the unsubscribe (cancels the pending request)', async () => {
      await planRegion(page).getByRole('link', { name: '退会を取り消す' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '退会の取り消し' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '退会を取り消す' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '退会を取り消しました' })).toBeVisible();
      await page.goto('/my-account');
      await expect(planRegion(page).getByText('利用中')).toBeVisible();
      const subjects = outboxMails()
        .filter((m) => m.to === email)
        .map((m) => m.subject);
      for (const subject of [
        'に変更しました',
        '退会手続きが完了しました',
        '退会のお申し込みを取り消しました',
      ])
        expect(
          subjects.some((s) => s.includes(subject)),
          subject,
        ).toBe(true);
    });
  });
});
