import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, operatorTokens, createTestApp, headers, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);

type Category = { id: number; name: string; displayOrder: number; itemCount: number };

/** The fans' news categories as /news reads them. */
const fansNewsCategories = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/v1/news-categories', headers: headers() })).json() as {
      data: { id: number; name: string }[];
    }
  ).data.map((c) => c.name);

const listOf = async (type: string, token = tokens.editor) =>
  (await admin('GET', `content/${type}/categories`, token)).json().data as Category[];

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
}, 60_000);
afterAll(() => t.close());

describe('admin API: categories of the news and of the content types', () => {
  it('a news category an editor adds is in the fans’ list at the next request', async () => {
    const before = await fansNewsCategories(); // warms the public cache
    expect(before).not.toContain('ライブレポート');
    const created = await admin('POST', 'content/news/categories', tokens.editor, {
      name: 'ライブレポート',
      displayOrder: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ name: 'ライブレポート', displayOrder: 0, itemCount: 0 });
    expect(await fansNewsCategories()).toContain('ライブレポート');

    const renamed = await admin('PATCH', `content/news/categories/${created.json().id}`, tokens.editor, {
      name: 'ライブレポート2027',
      displayOrder: 5,
    });
    expect(renamed.json()).toMatchObject({ name: 'ライブレポート2027', displayOrder: 5 });
    expect(await fansNewsCategories()).toContain('ライブレポート2027');

    const log = (await admin('GET', 'audit-logs?limit=5', tokens.owner)).json().data as {
      resource: string;
      action: string;
    }[];
    expect(log.map((row) => `${row.action} ${row.resource}`)).toContain('update newsCategories');

    expect(
      (await admin('DELETE', `content/news/categories/${created.json().id}`, tokens.editor)).statusCode,
    ).toBe(200);
    expect(await fansNewsCategories()).not.toContain('ライブレポート2027');
  });

  it('a category still in use is not deleted, and nothing changes', async () => {
    const used = (await listOf('news')).find((c) => c.itemCount > 0)!;
    expect(used).toBeDefined();
    const refused = await admin('DELETE', `content/news/categories/${used.id}`, tokens.editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`このカテゴリーの記事が${used.itemCount}件あるため削除できません。`);
    expect(await listOf('news')).toContainEqual(used);
    expect(await fansNewsCategories()).toContain(used.name);

    const notice = (await listOf('notices')).find((c) => c.itemCount > 0)!;
    const noticeRefused = await admin('DELETE', `content/notices/categories/${notice.id}`, tokens.owner);
    expect(noticeRefused.statusCode).toBe(409);
  });

  it('bad input is refused in Japanese; a type without categories answers 404', async () => {
    const empty = await admin('POST', 'content/schedules/categories', tokens.editor, {
      name: '',
      displayOrder: 0,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
    const existing = (await listOf('schedules'))[0]!;
    const duplicate = await admin('POST', 'content/schedules/categories', tokens.editor, {
      name: existing.name,
      displayOrder: 0,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('同じ名前のカテゴリーがすでにあります。');
    const badOrder = await admin('PATCH', `content/schedules/categories/${existing.id}`, tokens.editor, {
      name: existing.name,
      displayOrder: -1,
    });
    expect(badOrder.statusCode).toBe(400);
    expect(await listOf('schedules')).toContainEqual(existing);

    const none = await admin('POST', 'content/blogs/categories', tokens.editor, {
      name: '雑記',
      displayOrder: 0,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('この種類にはカテゴリーがありません。');
    const missing = await admin('PATCH', 'content/discographies/categories/999999', tokens.editor, {
      name: 'シングル',
      displayOrder: 0,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('support reads the categories and may not change them', async () => {
    const before = await listOf('news', tokens.support);
    expect(before.length).toBeGreaterThan(0);
    const refused = await admin('POST', 'content/news/categories', tokens.support, {
      name: 'サポートの分類',
      displayOrder: 0,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await admin('DELETE', `content/news/categories/${before[0]!.id}`, tokens.support)).statusCode,
    ).toBe(403);
    expect(await listOf('news', tokens.support)).toEqual(before);
  });
});
