import { describe, expect, it } from 'vitest';
import { categoryFromSearch, categoryHref, categoryPageHref } from './route-data.ts';

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
    expect(categoryPageHref('/discography', 2, 3)).toBe('/discography?category=2&page=3');
    expect(categoryPageHref('/schedule', undefined, 2)).toBe('/schedule?page=2');
  });
});
