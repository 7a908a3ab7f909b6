import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations } from './helpers.ts';

// The dashboard's charts on the built console and the real API (SQL aggregates on the demo data):
// the charts come in their own chunk after the page, each has its table, and a period choice
// redraws them.

test('the owner reads the charts, their tables and another period', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/console/assets/') && request.url().endsWith('.js'))
      chunks.push(request.url());
  });
  await page.goto('/console/sign-in');
  await page.getByLabel('メールアドレス').fill('owner@example.jp');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();

  const members = main.getByRole('region', { name: '入会と退会', exact: true });
  await expect(members.getByRole('application', { name: '入会と退会' })).toBeVisible();
  expect(chunks.some((url) => /DashboardCharts-/.test(url))).toBe(true);
  await expect(main.getByRole('radio', { name: '直近12か月' })).toBeChecked();
  await members.getByText('表で見る').click();
  const table = members.getByRole('table', { name: '入会と退会（表）' });
  // A header row and twelve months.
  await expect(table.getByRole('row')).toHaveCount(13);
  await expectNoAxeViolations(page);

  await main.getByRole('radio', { name: '直近6か月' }).click();
  await expect(page).toHaveURL(/\?months=6$/);
  await expect(main.getByText(/〜.*を表示しています。/)).toBeVisible();
  const revenue = main.getByRole('region', { name: '売上の内訳', exact: true });
  await revenue.getByText('表で見る').click();
  await expect(revenue.getByRole('table', { name: '売上の内訳（表）' }).getByRole('row')).toHaveCount(7);
});
