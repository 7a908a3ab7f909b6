import { readdir } from 'node:fs/promises';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_WIDTHS } from '@fanclub/domain/admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTokens, createTestApp, headers, type TestApp } from './helpers.ts';
import { createMember } from './member-helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

const upload = (token: string | undefined, bytes: Buffer | string, type: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/images',
    headers: { ...headers(token), 'content-type': type },
    payload: bytes,
  });

const stored = async () => {
  try {
    return (await readdir(t.config.uploadsDir)).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};

/** A 1000 × 500 JPEG with a camera's EXIF (GPS included), as a phone would send it. */
const photo = () =>
  sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c2185b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Copyright: 'secret' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
}, 60_000);
afterAll(() => t.close());

describe('admin API: image uploads', () => {
  it('an editor uploads a JPEG: every srcset width below its own is stored, served a year, metadata gone', async () => {
    const res = await upload(tokens.editor, await photo(), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json();
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 1000, height: 500 });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(image.widths).toEqual(UPLOAD_WIDTHS.filter((w) => w < 1000));
    expect(image.widths).toContain(828);

    // What the site's srcset asks for: each width answers with a picture of that width.
    for (const [asked, served] of [
      [640, 640],
      [750, 750],
      [100, 128],
      [1080, 1000],
    ] as const) {
      const got = await t.app.inject({ method: 'GET', url: `${image.url}?w=${asked}&q=75` });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta.width, `w=${asked}`).toBe(served);
      expect(meta.height).toBe(served / 2);
      expect(meta.exif).toBeUndefined();
    }
    const full = await t.app.inject({ method: 'GET', url: image.url });
    expect(full.statusCode).toBe(200);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1000);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/0123.jpg' })).statusCode).toBe(404);

    const logs = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/v1/audit-logs?resource=images',
        headers: headers(tokens.owner),
      })
    ).json().data;
    expect(logs[0]).toMatchObject({ action: 'create', resource: 'images', resourceId: image.url });
  });

  it('the shop and the owner upload too; a picture wider than 3840 px is kept at 3840', async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 4, background: '#00000080' } })
      .png()
      .toBuffer();
    const res = await upload(tokens.shop, wide, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/png', width: 3840, height: 960 });
    expect(res.json().widths).toHaveLength(UPLOAD_WIDTHS.length - 1);
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const owner = await upload(tokens.owner, webp, 'image/webp');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toMatchObject({ contentType: 'image/webp', width: 20, widths: [16] });
  });

  it('refuses another type, a file too large, a broken picture and an empty body in Japanese, storing nothing', async () => {
    const before = await stored();
    const svg = await upload(tokens.editor, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe('JPEG・PNG・WebP・GIF の画像を選んでください。');
    const pdf = await upload(tokens.editor, Buffer.from('%PDF-1.4 not a picture'), 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('JPEG・PNG・WebP・GIF の画像を選んでください。');

    const big = Buffer.concat([await photo(), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const tooLarge = await upload(tokens.editor, big, 'image/jpeg');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('画像は10MBまでにしてください。');

    const jpeg = await photo();
    const broken = await upload(tokens.editor, jpeg.subarray(0, jpeg.length / 2), 'image/jpeg');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('画像を読み取れませんでした。壊れていないファイルを選んでください。');
    const garbage = await upload(tokens.editor, Buffer.from('not a picture at all'), 'image/png');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('画像を読み取れませんでした。壊れていないファイルを選んでください。');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/images',
      headers: headers(tokens.editor),
      payload: { url: 'https://example.com/a.png' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('JPEG・PNG・WebP・GIF の画像を選んでください。');
    expect(await stored()).toEqual(before);
  });

  it('refuses a member’s token and the support role before reading the picture', async () => {
    const before = await stored();
    const member = await createMember(t);
    const asMember = await upload(member.token, await photo(), 'image/jpeg');
    expect(asMember.statusCode).toBe(401);
    const asSupport = await upload(tokens.support, await photo(), 'image/jpeg');
    expect(asSupport.statusCode).toBe(403);
    expect(asSupport.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/u);
    expect(await upload(undefined, await photo(), 'image/jpeg')).toMatchObject({ statusCode: 401 });
    expect(await stored()).toEqual(before);
  });
});
