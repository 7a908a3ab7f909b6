import { expect, test } from '@playwright/test';
import {
  expectFitsPhone,
  expectNoAxeViolations,
  FREE_MEMBER,
  signInFromStart,
  stampPosterUrl,
} from './helpers.ts';

test.describe('engagement', () => {
  test('a member enters a draw benefit with its option and sees the entry pending', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/draw-event');
    await expect(page.getByRole('heading', { level: 1, name: '抽選イベント' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /ファンクラブ限定クリスマスライブ 抽選受付/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'ファンクラブ限定クリスマスライブ 抽選受付' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const benefit = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '終演後 ツーショット撮影会' }) });
    const enter = benefit.getByRole('button', { name: '「終演後 ツーショット撮影会」に応募する' });
    // The option is required: entering without it asks for it and sends nothing.
    await enter.click();
    const option = benefit.getByLabel(/撮影するメンバー/);
    await expect(option).toBeFocused();
    await expect(option).toHaveAccessibleDescription(/撮影するメンバーを選択してください。$/);
    await option.selectOption('月城アオイ');
    await enter.click();
    await expect(page.getByText('「終演後 ツーショット撮影会」に応募しました。').first()).toBeVisible();
    await expect(benefit.getByText('抽選待ち')).toBeVisible();
    await expect(enter).toHaveCount(0);
    await expectFitsPhone(page);
  });

  test('a member answers a survey once and then sees the totals', async ({ page }) => {
    const title = '5周年ライブ「Prism Night」で聴きたい曲アンケート';
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/survey');
    await expect(page.getByRole('heading', { level: 1, name: 'アンケート' })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);

    // ui SurveyForm: a choice is chosen by its words (the input itself is visually hidden).
    for (const choice of ['Prism', '客席トロッコ', 'ユニット曲']) {
      await page.getByRole('main').getByText(choice, { exact: true }).click();
    }
    await expect(page.getByRole('radio', { name: 'Prism' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '客席トロッコ' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'ユニット曲' })).toBeChecked();
    await page.getByRole('button', { name: '回答を送信する' }).click();

    await expect(page.getByText('ご回答ありがとうございました。').first()).toBeVisible();
    await expect(page.getByText('回答済みです。現在の集計結果は次のとおりです。')).toBeVisible();
    await expect(page.getByRole('button', { name: '回答を送信する' })).toHaveCount(0);
    await expect(page.getByRole('meter', { name: 'Prismの割合' })).toBeVisible();

    // Answered once: coming back shows the totals, not the form.
    await page.reload();
    await expect(page.getByText('回答済みです。現在の集計結果は次のとおりです。')).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    // Scanned after the reload: the success toast belongs to @fanclub/ui, not to this screen.
    await expectNoAxeViolations(page);
  });

  test('a member scans a stamp code and the stamp card shows it unlocked', async ({ page }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/get-stamp');
    await expect(page.getByText(/^0 \/ 5 個 獲得$/)).toBeVisible();
    await expectNoAxeViolations(page);
    // The code printed on the venue's poster (random per installation).
    const poster = new URL(stampPosterUrl('渋谷 ポップアップストア'));
    await page.goto(`${poster.pathname}${poster.search}`);
    await expect(page.getByRole('status', { name: 'スタンプを獲得しました' })).toContainText(
      'いま 1 / 5 個のスタンプを獲得しています。',
    );
    await page.getByRole('link', { name: 'スタンプカードを見る' }).click();
    await expect(page.getByText(/^1 \/ 5 個 獲得$/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '渋谷 ポップアップストア' })).toContainText(
      '獲得済み',
    );
    await expectNoAxeViolations(page);
  });

  test('on the scan page a member without a usable camera types the code and earns the stamp', async ({
    page,
  }) => {
    await signInFromStart(page, FREE_MEMBER);
    await page.goto('/stamp/scan');
    const reader = page.getByRole('region', { name: 'QRコードを読み取る' });
    // Headless Chromium has no camera (and Linux no BarcodeDetector): the reader says so and
    // offers the typed code instead.
    await expect(reader.getByRole('alert')).toContainText('下の入力欄にコードを入力してください。');
    await expectNoAxeViolations(page);
    await reader.getByRole('button', { name: '送信する' }).click();
    await expect(reader.getByText('コードを入力してください', { exact: true })).toBeVisible();
    await reader.getByLabel('コードを入力', { exact: true }).fill(stampPosterUrl('仙台 ツアー記念パネル'));
    await reader.getByRole('button', { name: '送信する' }).click();
    // The other journey may have earned a stamp for this member already: the count is not fixed.
    await expect(page.getByRole('status', { name: 'スタンプを獲得しました' })).toContainText(
      /いま \d \/ 5 個のスタンプを獲得しています。/,
    );
    await page.getByRole('link', { name: 'スタンプカードを見る' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '仙台 ツアー記念パネル' })).toContainText(
      '獲得済み',
    );
    await expectFitsPhone(page);
  });
});
