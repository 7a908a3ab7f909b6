import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import {
  consoleSignIn,
  expectNoAxeViolations,
  FREE_MEMBER,
  PAID_MEMBER,
  signInFromStart,
} from './helpers.ts';

/** The QR code on the page, read back from its pixels as a phone's reader at the door would. */
const readQr = async (page: Page, name: string): Promise<string | null> => {
  const qr = page.getByRole('img', { name });
  const pixels = await qr.evaluate(async (svg) => {
    const size = 240;
    const markup = new XMLSerializer().serializeToString(svg);
    const image = new Image(size, size);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, size, size);
    const rgba = context.getImageData(0, 0, size, size).data;
    let binary = '';
    for (let i = 0; i < rgba.length; i += 1) binary += String.fromCharCode(rgba[i]!);
    return { base64: btoa(binary), size };
  });
  const data = new Uint8ClampedArray(Buffer.from(pixels.base64, 'base64'));
  return jsQR(data, pixels.size, pixels.size)?.data ?? null;
};

test.describe('the membership card (会員証)', () => {
  test('shows the paid member’s card with a QR a venue verifies, and opens again offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await signInFromStart(page, PAID_MEMBER);
    await page.goto('/my-account');
    // My Page's 会員証 summary: the number under its label.
    await expect(page.getByRole('region', { name: '会員証' })).toContainText(/会員番号\s*10000002/);
    await page.getByRole('link', { name: '会員証を見る' }).click();
    await expect(page).toHaveURL(/\/my-account\/card$/);
    const card = page.getByRole('region', { name: /会員証/ });
    await expect(card).toContainText('有料会員');
    await expect(card).toContainText('会員番号10000002');
    await expect(card).toContainText('ニックネームひかる');
    await expect(card).toContainText('プラン月額プラン');
    await expect(card).toContainText(/入会日2025\/03\/\d\d/);
    await expect(card).toContainText(/有効期限\d{4}\/\d\d\/\d\d/);
    await expect(card).toContainText(/継続年数\d+年/);
    await expectNoAxeViolations(page);

    // The QR carries the server's signed code of this 30-second step: the verify call (what a
    // venue's reader asks) accepts it as the paid member's card, once.
    const qrName = '会員番号 10000002 の会員証QRコード';
    const token = await readQr(page, qrName);
    expect(token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    const verify = async (code: string | null) =>
      (
        await page.request.post('/api/v1/membership-card/verify', {
          headers: { 'company-id': '3' },
          data: { token: code },
        })
      ).json();
    expect(await verify(token)).toMatchObject({
      valid: true,
      memberNumber: '10000002',
      rank: 'paid',
      status: 'valid',
      copy: 'live',
    });
    // Shown again (a screenshot passed on within its minute): the door hears it was checked.
    expect(await verify(token)).toMatchObject({ valid: false, status: 'replayed' });
    await expect(card).toContainText('QRコードは30秒ごとに切り替わります。');
    // While the page stays open the code changes with the next step (within 30 s).
    await expect.poll(() => readQr(page, qrName), { timeout: 45_000, intervals: [1_000] }).not.toBe(token);
    const next = await readQr(page, qrName);
    expect(await verify(next)).toMatchObject({ valid: true, status: 'valid' });

    // The site can be added to the home screen, opening on the card.
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/my-account/card', display: 'standalone', lang: 'ja' });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    // Once the service worker is in place and the card's files are kept, the card opens offline.
    await expect(
      page.getByText('この会員証は端末に保存されました。電波の届かない場所でも表示できます。'),
    ).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('fanclub-card-v1');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      )
      .toEqual(expect.arrayContaining(['/my-account/card', '/__offline/membership-card.json']));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/^オフラインのため、.*に読み込んだ会員証を表示しています。$/)).toBeVisible();
    await expect(page.getByRole('region', { name: /会員証/ })).toContainText('会員番号10000002');
    // Offline, the kept copy of the code shows, marked as one; the door is told so.
    await expect(page.getByRole('region', { name: /会員証/ })).toContainText('オフライン用のQRコード');
    const copy = await readQr(page, qrName);
    expect(copy).not.toBe(token);
    expect(copy).not.toBe(next);
    expect(await verify(copy)).toMatchObject({ valid: true, status: 'offline_copy', copy: 'offline' });
    // Back online, the page signs in again through the cookie and shows the card fresh.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(/^オフラインのため/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: /会員証/ })).toContainText('会員番号10000002');

    // Logging out takes the kept card away with the member.
    await page.getByRole('button', { name: 'マイページ' }).click();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => caches.has('fanclub-card-v1'))).toBe(false);
  });

  test('venue staff check a fan’s card in the console: admitted once, the same code again is a replay', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const fan = await (await browser.newContext()).newPage();
    await signInFromStart(fan, FREE_MEMBER);
    await fan.goto('/my-account/card');
    const code = await readQr(fan, '会員番号 10000001 の会員証QRコード');
    expect(code).toMatch(/^eyJ/);

    await consoleSignIn(page, 'support@example.jp');
    await page.getByRole('main').getByRole('link', { name: '会員証の確認（会場）' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '会員証の確認' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A handheld reader types the code into the field and presses Enter.
    const field = page.getByRole('textbox', { name: /コードを入力/ });
    await field.fill(code!);
    await field.press('Enter');
    const admitted = page.getByRole('heading', { level: 2, name: '入場できます' });
    await expect(admitted).toBeFocused();
    await expect(page.getByRole('main')).toContainText('有効な会員証です（無料会員）。');
    await expect(page.getByRole('main')).toContainText('最新のコード');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '次の人を確認する' }).click();
    await page.getByRole('textbox', { name: /コードを入力/ }).fill(code!);
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'すでに確認されたコードです' })).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'にすでに確認されています' })).toBeVisible();
    await fan.context().close();
  });
});
