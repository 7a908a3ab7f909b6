import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, PAID_MEMBER, signInFromStart } from './helpers.ts';

// The member's tables and lists on a phone (issue 18): at 390 px (and the narrowest 320 px) the
// history and cart pages show one card per row or line, never scroll sideways, and never break a date
// (YYYY/MM/DD HH:mm:ss), an amount or 削除 across lines.

const PRODUCT = 'ロゴマグカップ';

/** The page is no wider than the screen. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

/**
 * Every date (YYYY/MM/DD, with its time when it has one), amount (¥1,234) and point count in the
 * main content, and every 削除, takes one line: its text has a single line box.
 */
const brokenTexts = (page: Page) =>
  page.evaluate(() => {
    const pattern = /\d{4}\/\d{2}\/\d{2}(?: \d{2}:\d{2}:\d{2})?|¥[\d,]+|[\d,]+ ?pt|削除/g;
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const seen: string[] = [];
    const broken: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue; // Not shown (a label for screen readers only).
        seen.push(match[0]);
        if (new Set(rects.map((rect) => Math.round(rect.top))).size !== 1) broken.push(match[0]);
      }
    }
    return { seen, broken };
  });

const expectNothingBroken = async (page: Page, expected: RegExp) => {
  const { seen, broken } = await brokenTexts(page);
  expect(
    seen.some((text) => expected.test(text)),
    `${expected} on ${page.url()}: ${seen.join(' | ')}`,
  ).toBe(true);
  expect(broken, `broken across lines on ${page.url()}`).toEqual([]);
};

test.describe('the paid member on a phone', () => {
  test('history and cart pages: cards that fit 390 px and 320 px, every date on one line', async ({
    page,
  }) => {
    await signInFromStart(page, PAID_MEMBER);
    // Something in the cart.
    await page.goto('/products');
    await page
      .getByRole('link', { name: new RegExp(PRODUCT) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await page.getByRole('button', { name: 'カートに入れる' }).click();
    await expect(page.getByText('カートに追加しました。').first()).toBeVisible();

    const pages = [
      { path: '/voting/history', title: '投票履歴', expected: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/ },
      { path: '/order/history', title: '注文履歴', expected: /^\d{4}\/\d{2}\/\d{2}$/ },
      { path: '/cart', title: 'カート', expected: /^削除$/ },
    ];
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      for (const { path, title, expected } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await expectNothingBroken(page, expected);
      }
    }
    // The voting history is a list (ui VotingHistoryList), one vote an item.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/voting/history');
    const votes = page.getByRole('list', { name: '投票履歴' });
    await expect(votes.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: new RegExp(`^${PRODUCT}.*を削除$`) })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a guest on a phone', () => {
  test('reaches 入会案内 from the home page: plans with fees and benefits, then joins through registration', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const invitation = page.getByRole('region', { name: '入会案内' });
    await invitation.getByRole('link', { name: '入会案内を見る' }).click();
    await expect(page).toHaveURL(/\/membership-guide$/);
    await expect(page.getByRole('heading', { level: 1, name: '入会案内' })).toBeVisible();
    const monthly = page.getByRole('article', { name: '月額プラン' });
    await expect(monthly).toContainText('¥550（税込）');
    await expect(monthly).toContainText('／毎月');
    await expect(monthly).toContainText('入会金 無料');
    await expect(page.getByRole('heading', { name: '月額プランの特典' })).toBeVisible();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoSidewaysScroll(page);
      await expectNothingBroken(page, /^¥550$/);
    }
    await expectNoAxeViolations(page);
    await monthly.getByRole('link', { name: '月額プランで入会する' }).click();
    await expect(page).toHaveURL(/\/membership-registration$/);
    await expect(page.getByRole('heading', { level: 1, name: '新規会員登録' })).toBeVisible();
  });

  test('the menu and a members-only lock lead to 入会案内, the lock offering sign-in and registration', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/special-video');
    const lock = page.getByRole('group', { name: 'この内容は有料会員限定です' }).first();
    await expect(lock).toContainText('ログインした有料会員の方だけがご覧いただけます');
    await expect(lock.getByRole('link', { name: 'ログイン', exact: true })).toHaveAttribute(
      'href',
      '/sign-in?to=%2Fspecial-video',
    );
    await expect(lock.getByRole('link', { name: '新規会員登録' })).toHaveAttribute(
      'href',
      '/membership-registration',
    );
    await expect(lock.getByRole('link', { name: '会費と特典を見る（入会案内）' })).toHaveAttribute(
      'href',
      '/membership-guide',
    );
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'メインメニュー' });
    await drawer.getByRole('link', { name: '入会案内' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '入会案内' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
