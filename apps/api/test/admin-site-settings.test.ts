import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, operatorTokens, createTestApp, headers, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
}, 60_000);
afterAll(() => t.close());

describe('admin API: the web specification', () => {
  it('the owner changes the title, colours and a section colour; the site reads them at once, pictures kept', async () => {
    const site = () => t.app.inject({ method: 'GET', url: '/api/v1/web-specifications', headers: headers() });
    const before = (await site()).json();
    const current = (await admin('GET', 'web-specification', tokens.support)).json();
    expect(current.siteTitle).toBe(before.siteTitle);
    const body = {
      siteTitle: '新しいクラブ名',
      siteDescription: '説明',
      siteOGImage: '/uploads/og.png',
      favicon: null,
      mainColor: '#123456',
      secondaryColor: '#abcdef',
      tiktokLink: null,
      instagramLink: 'https://instagram.com/club',
      xLink: null,
      youtubeLink: null,
      sectionColors: Object.fromEntries(
        Object.keys(before.sections).map((k) => [k, k === 'footer' ? '#222222' : null]),
      ),
    };
    expect((await admin('PATCH', 'web-specification', tokens.editor, body)).statusCode).toBe(403);
    const saved = await admin('PATCH', 'web-specification', tokens.owner, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await site()).json();
    expect(after).toMatchObject({
      siteTitle: '新しいクラブ名',
      mainColor: '#123456',
      instagramLink: 'https://instagram.com/club',
    });
    expect(after.sections.footer).toEqual({ imageURL: before.sections.footer.imageURL, color: '#222222' });
    expect(after.logos).toEqual(before.logos);

    const bad = await admin('PATCH', 'web-specification', tokens.owner, {
      ...body,
      mainColor: 'red',
      siteTitle: '壊す',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('色は #RRGGBB の形（例: #c2185b）で入力してください。');
    const badLink = await admin('PATCH', 'web-specification', tokens.owner, {
      ...body,
      xLink: 'javascript:alert(1)',
    });
    expect(badLink.statusCode).toBe(400);
    expect((await site()).json().siteTitle).toBe('新しいクラブ名');

    // The logos and first-view pictures, uploaded in the console, go in the same save.
    const pictures = await admin('PATCH', 'web-specification', tokens.owner, {
      ...body,
      logos: { logoHeader: '/uploads/logo-header.png', logoFooter: null },
      firstViewImagePC: '/uploads/fv-pc.jpg',
      firstViewImageMobile: 'https://cdn.example.jp/fv-sp.jpg',
    });
    expect(pictures.statusCode, pictures.body).toBe(200);
    expect((await site()).json()).toMatchObject({
      logos: { logoHeader: '/uploads/logo-header.png', logoFooter: null },
      firstViewImagePC: '/uploads/fv-pc.jpg',
      firstViewImageMobile: 'https://cdn.example.jp/fv-sp.jpg',
    });
    const badPicture = await admin('PATCH', 'web-specification', tokens.owner, {
      ...body,
      firstViewImagePC: 'javascript:alert(1)',
    });
    expect(badPicture.statusCode).toBe(400);
    const logs = (await admin('GET', 'audit-logs?resource=webSpecification', tokens.owner)).json().data;
    expect(logs).toHaveLength(2);
  });
});
