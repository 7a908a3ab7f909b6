// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../client/index.ts';
import { useNextBlog, usePreviousBlog } from './blogs.ts';
import { useNews, useNewsList, useNextNews, usePreviousNews } from './news.ts';
import { useNextNotice, usePreviousNotice } from './notices.ts';
import { queryKeys } from './query-keys.ts';
import { createWrapper, fakeServer, json } from './test-support.ts';

afterEach(cleanup);

const news = (id: number, title: string) => ({
  id,
  title,
  content: '<p>本文</p>',
  imageURL: null,
  isPaid: false,
  category: { id: 2, name: 'ライブ', companyId: 3 },
  isNew: true,
  publishAt: '2025-04-01T10:00:00+09:00',
});

describe('news hooks', () => {
  it('fetches the list with its query and returns the items', async () => {
    const server = fakeServer({
      'GET /api/v1/news': () => json({ data: [news(1, '全国ツアー決定')], total: 1 }),
    });
    const { wrapper, queryClient } = createWrapper(server.fetch);
    const { result } = renderHook(() => useNewsList({ categoryId: 2, limit: 10, offset: 0 }), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const url = new URL(server.requests[0]!.url);
    expect(url.pathname).toBe('/api/v1/news');
    expect(Object.fromEntries(url.searchParams)).toEqual({ categoryId: '2', limit: '10', offset: '0' });
    expect(result.current.data?.data.map((item) => item.title)).toEqual(['全国ツアー決定']);
    // Cached under the list key, so a mutation invalidating `lists()` reaches it.
    expect(
      queryClient.getQueryData(queryKeys.news.list({ categoryId: 2, limit: 10, offset: 0 })),
    ).toBeDefined();
  });

  it('reads the next and previous news of an item, null at the ends', async () => {
    const server = fakeServer({
      'GET /api/v1/news/7/next': () => json(news(8, '新しいお知らせ')),
      'GET /api/v1/news/7/previous': () => json(null),
    });
    const { wrapper } = createWrapper(server.fetch);
    const next = renderHook(() => useNextNews(7), { wrapper });
    const previous = renderHook(() => usePreviousNews('7'), { wrapper });

    await waitFor(() => expect(next.result.current.data?.title).toBe('新しいお知らせ'));
    await waitFor(() => expect(previous.result.current.isSuccess).toBe(true));
    expect(previous.result.current.data).toBeNull();
  });

  it.each<[string, () => { isSuccess: boolean }, string]>([
    ['blog next', () => useNextBlog(3), '/api/v1/blogs/3/next'],
    ['blog previous', () => usePreviousBlog(3), '/api/v1/blogs/3/previous'],
    ['notice next', () => useNextNotice(4), '/api/v1/notices/4/next'],
    ['notice previous', () => usePreviousNotice(4), '/api/v1/notices/4/previous'],
  ])('%s asks for its own path', async (_, useHook, path) => {
    const server = fakeServer({ [`GET ${path}`]: () => json(null) });
    const { wrapper } = createWrapper(server.fetch);
    const { result } = renderHook(useHook, { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([path]);
  });

  it("surfaces a failure as ApiError carrying the server's message", async () => {
    const server = fakeServer({
      'GET /api/v1/news/99': () => json({ message: 'ニュースが見つかりません。' }, 404),
    });
    const { wrapper } = createWrapper(server.fetch);
    const { result } = renderHook(() => useNews(99), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ message: 'ニュースが見つかりません。', status: 404 });
  });
});
