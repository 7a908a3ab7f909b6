import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { consoleSignIn, expectNoAxeViolations } from './helpers.ts';

// The audit log (issue 34) against the real API: a change made in the console is found again with
// the log's filters (operator, type, period, kept in the address) and read in Japanese.
test.describe('audit log', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the owner publishes a news draft, then finds it in the audit log by operator, type and day, and downloads it', async ({
    page,
  }) => {
    const title = `操作履歴の確認：ライブのお知らせ！ ${Date.now()}`;
    await consoleSignIn(page, 'owner@example.jp');
    await page.goto('/console/news/new');
    await page.getByLabel('タイトル').fill(title);
    await page.getByRole('button', { name: /カテゴリー/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: '本文', exact: true }).click();
    await page.keyboard.type('操作履歴で探します。');
    await page.getByRole('button', { name: '下書き保存' }).click();
    await expect(page.getByText('下書きを保存しました。').first()).toBeVisible();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    const id = /\/news\/(\d+)$/.exec(page.url())![1]!;
    await page.getByRole('button', { name: '公開する' }).click();
    await expect(page.getByText('公開しました。').first()).toBeVisible();

    await page
      .getByRole('navigation', { name: '運営メニュー' })
      .getByRole('link', { name: '操作履歴' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: '操作履歴' })).toBeVisible();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Tokyo' });
    await page
      .getByRole('combobox', { name: '運営者' })
      .selectOption({ label: 'オーナー 管理者（owner@example.jp）' });
    await page.getByRole('combobox', { name: '対象' }).selectOption({ label: 'お知らせ' });
    await page.getByLabel('期間（から）').fill(today);
    await page.getByLabel('期間（まで）').fill(today);
    await expect(page).toHaveURL(/operatorId=\d+/);
    await expect(page).toHaveURL(/resource=news/);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));

    // The filters stay on reload; the newest entry is the publication, in Japanese.
    await page.reload();
    const table = page.getByRole('grid', { name: '操作履歴一覧' });
    const rows = table.getByRole('row').filter({ hasText: `お知らせ #${id}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByText('公開', { exact: true })).toBeVisible();
    await expect(rows.first().getByRole('rowheader', { name: '状態' })).toBeVisible();
    await expect(rows.nth(1).getByText('作成', { exact: true })).toBeVisible();
    // The title as typed, full-width punctuation kept.
    await expect(rows.nth(1).getByText(title)).toBeVisible();
    await expect(table.getByText('news', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '絞り込んだ操作履歴をCSVで書き出す' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-logs-\d{8}\.csv$/);
    const csv = (await readFile((await file.path())!)).toString('utf8');
    expect(csv.startsWith('\uFEFF日時,運営者,対象,ID,操作,項目,変更前,変更後\r\n')).toBe(true);
    expect(csv).toContain(`owner@example.jp,お知らせ,${id},公開,状態,draft,published`);
    expect(csv).not.toContain(',CSVを出力,');
  });
});
