import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.ts';

// Images in the console (issue 20): an operator uploads a picture instead of typing its URL; the
// API keeps it at the site's srcset widths and serves it for a year under a content-hashed name.
const OPERATOR_PASSWORD = 'Passw0rd!';

/** A real PNG of `width` × `height` in one colour, made here (no picture file in the repo). */
const png = (width: number, height: number, [r, g, b]: [number, number, number]) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

test('an editor uploads a news image in the console: it shows, and its URL is served with a year’s cache', async ({
  page,
}) => {
  await page.goto('/console/sign-in');
  await page.getByLabel('メールアドレス').fill('editor@example.jp');
  await page.locator('input[type="password"]').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
  await page.goto('/console/news/new');
  const upload = page.getByRole('group', { name: '画像', exact: true });
  await expect(upload.getByText('画像はまだありません')).toBeVisible();
  await expectNoAxeViolations(page);

  // A file that is no picture is refused before anything is sent.
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'memo.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(upload.getByRole('alert')).toHaveText(/JPEG・PNG・WebP・GIF の画像を選んでください。/);

  // Unique colour per run: a new content hash, so a fresh upload every time.
  const colour: [number, number, number] = [Date.now() % 256, 80, 160];
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'jacket.png',
    mimeType: 'image/png',
    buffer: png(900, 600, colour),
  });
  const image = upload.getByRole('img', { name: '画像の現在の画像' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
  await expect(upload.getByRole('alert')).toHaveCount(0);
  const url = (await image.getAttribute('src'))!;
  await expect(page.getByLabel('画像のURL')).toHaveValue(url);
  // The picture really arrived in the browser (not a broken image).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  await expectNoAxeViolations(page);

  for (const [asked, width] of [
    [null, 900],
    [640, 640],
    [1080, 900],
  ] as const) {
    const answer = await page.request.get(asked ? `${url}?w=${asked}&q=75` : url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await answer.body()).readUInt32BE(16), `w=${asked}`).toBe(width);
  }
});
