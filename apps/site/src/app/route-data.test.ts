import { describe, expect, it } from 'vitest';
import { categoryFromSearch, categoryHref, pageHref } from './route-data.ts';

describe('category lists', () => {
  it('reads ?category= as a positive id only', () => {
    expect(categoryFromSearch(new URLSearchParams('category=3'))).toBe(3);
    expect(categoryFromSearch(new URLSearchParams('category=0'))).toBeUndefined();
    expect(categoryFromSearch(new URLSearchParams('category=x'))).toBeUndefined();
    expect(categoryFromSearch(new URLSearchParams(''))).toBeUndefined();
  });

  it('links a category tab to its list, and 「すべて」 to the whole list', () => {
    expect(categoryHref('/news', 2)).toBe('/news?category=2');
    expect(categoryHref('/news', null)).toBe('/news');
    expect(categoryHref('/news', undefined)).toBe('/news');
  });

  it('keeps the chosen category on the other pages of the list', () => {
    expect(pageHref('/discography', new URLSearchParams('category=2'), 3)).toBe(
      '/discography?category=2&page=3',
    );
    expect(pageHref('/discography', new URLSearchParams('category=2&page=3'), 1)).toBe(
      '/discography?category=2&page=1',
    );
    expect(pageHref('/schedule', new URLSearchParams(''), 2)).toBe('/schedule?page=2');
  });

  it("pages a second list of the screen by its own parameter, leaving the first list's page alone", () => {
    expect(pageHref('/voting/history', new URLSearchParams('page=2'), 3, 'purchasePage')).toBe(
      '/voting/history?page=2&purchasePage=3',
    );
  });
});
