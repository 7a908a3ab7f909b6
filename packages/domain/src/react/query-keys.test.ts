import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

// react-query matches keys by prefix; these are the prefixes the mutations rely on.
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));

describe('queryKeys', () => {
  it('gives a route param and a number the same detail key', () => {
    expect(queryKeys.news.detail('7')).toEqual(queryKeys.news.detail(7));
  });

  it('treats no query and an empty query as the same list', () => {
    expect(queryKeys.blogs.list()).toEqual(queryKeys.blogs.list({}));
  });

  it('puts every list variant under lists() and every item under details()', () => {
    const { blogs } = queryKeys;
    for (const key of [blogs.list({ limit: 10 }), blogs.memberList(), blogs.categories()]) {
      expect(startsWith(key, blogs.lists())).toBe(true);
    }
    for (const key of [blogs.detail(3), blogs.next(3), blogs.previous(3), blogs.memberDetail(3)]) {
      expect(startsWith(key, blogs.details())).toBe(true);
    }
  });

  it('keeps next and previous apart from the item and from each other', () => {
    const keys = [queryKeys.notices.detail(4), queryKeys.notices.next(4), queryKeys.notices.previous(4)];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(3);
  });

  it('keeps the member list of a resource apart from its public list', () => {
    expect(startsWith(queryKeys.blogs.list(), queryKeys.blogs.memberLists())).toBe(false);
  });
});
