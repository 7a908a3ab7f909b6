import { fixtures } from '@fanclub/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from './helpers.ts';

describe('content on the seeded demo database', () => {
  let t: TestApp;
  let paidToken: string;
  let freeToken: string;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: headers(token) });
  const signIn = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: headers(),
      payload: { email, password: 'Passw0rd!' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().access_token as string;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
    paidToken = await signIn('paid@example.jp');
    freeToken = await signIn('free@example.jp');
  });
  afterAll(() => t.close());

  it('signs the paid demo member in as a paid member with points', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      headers: headers(),
      payload: { email: 'paid@example.jp', password: 'Passw0rd!' },
    });
    expect(res.json().user).toMatchObject({
      isPaidMember: true,
      subscription: { status: 'active', isActive: true },
      votingPoint: 250,
    });
  });

  it('lists news newest first with limit, offset and total', async () => {
    const all = (await get('news?limit=100')).json();
    expect(all.total).toBe(fixtures.news.length);
    const times = all.data.map((n: { publishAt: string }) => Date.parse(n.publishAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page = (await get('news?limit=2&offset=1')).json();
    expect(page.data.map((n: { id: number }) => n.id)).toEqual(
      all.data.slice(1, 3).map((n: { id: number }) => n.id),
    );
    expect(page.total).toBe(fixtures.news.length);
    // Past the last page the list is empty and still says how many there are.
    const beyond = (await get(`news?limit=10&offset=${fixtures.news.length + 5}`)).json();
    expect(beyond).toEqual({ data: [], total: fixtures.news.length });
  });

  it('withholds paid blog content from guests and free members but not from paid members', async () => {
    const paidBlog = fixtures.blogs.find((b) => b.isPaid)!;
    const guest = (await get(`blogs/${paidBlog.id}`)).json();
    expect(guest).toMatchObject({
      title: paidBlog.title,
      imageURL: paidBlog.imageURL,
      content: null,
      isPaid: true,
    });
    expect((await get(`users/blogs/${paidBlog.id}`, freeToken)).json().content).toBeNull();
    expect((await get(`users/blogs/${paidBlog.id}`, paidToken)).json().content).toBe(paidBlog.content);
    expect((await get(`blogs/${paidBlog.id}`, paidToken)).json().content).toBe(paidBlog.content);
  });

  it('requires a token for /users calls', async () => {
    const res = await get('users/blogs');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'ログインしてください。' });
  });

  it('walks to the next and previous blog, null at the ends, 404 for unknown ids', async () => {
    const list = (await get('blogs?limit=100')).json().data as { id: number }[];
    const middle = list[1]!;
    expect((await get(`blogs/${middle.id}/next`)).json().id).toBe(list[0]!.id);
    expect((await get(`blogs/${middle.id}/previous`)).json().id).toBe(list[2]!.id);
    expect((await get(`blogs/${list[0]!.id}/next`)).json()).toBeNull();
    const missing = await get('blogs/99999/next');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'お探しの情報が見つかりませんでした。' });
  });

  it('filters by category and rejects a bad query in Japanese', async () => {
    const category = fixtures.newsCategories[0]!;
    const res = (await get(`news?categoryId=${category.id}&limit=100`)).json();
    expect(res.data.length).toBe(fixtures.news.filter((n) => n.category.id === category.id).length);
    expect(res.data.every((n: { category: { id: number } }) => n.category.id === category.id)).toBe(true);
    const bad = await get('news?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u3040-\u30ff]/u);
  });

  it('serves the site configuration and home lists', async () => {
    expect((await get('web-specifications')).json()).toEqual(fixtures.webSpecification);
    const pages = (await get('company-pages')).json();
    expect(pages.data.map((p: { key: string }) => p.key)).toEqual(
      [...fixtures.companyPages]
        .filter((p) => p.isVisible)
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((p) => p.key),
    );
    expect((await get('top-images')).json().total).toBe(fixtures.topImages.length);
    expect((await get('delivery-methods')).json().data.length).toBeGreaterThan(0);
    expect((await get('legal-texts')).json().termOfUse).toBe(fixtures.legalTexts.termOfUse);
  });

  it('hides paid music video URLs from guests', async () => {
    const guest = (await get('mv-titles')).json().data as { isPaid: boolean; videoUrl: string | null }[];
    const paid = (await get('mv-titles', paidToken)).json().data as {
      isPaid: boolean;
      videoUrl: string | null;
    }[];
    expect(guest.some((v) => v.isPaid)).toBe(true);
    expect(guest.filter((v) => v.isPaid).every((v) => v.videoUrl === null)).toBe(true);
    expect(paid.filter((v) => v.isPaid).every((v) => v.videoUrl !== null)).toBe(true);
    expect(guest.filter((v) => !v.isPaid).every((v) => v.videoUrl !== null)).toBe(true);
  });
});
