import { describe, expect, it } from 'vitest';
import { categoryFromSearch, categoryPageHref } from './CategoryTabs.tsx';

describe('category lists', () => {
  it('reads ?category= as a positive id only', () => {
    expect(categoryFromSearch(new URLSearchParams('category=3'))).toBe(3);
    expect(categoryFromSearch(new URLSearchParams('category=0'))).toBeUndefined();
    expect(categoryFromSearch(new URLSearchParams('category=x'))).toBeUndefined();
    expect(categoryFromSearch(new URLSearchParams(''))).toBeUndefined();
  });

  it('keeps the chosen category on the other pages of the list', () => {
    expect(categoryPageHref('/discography', 2, 3)).toBe('/discography?category=2&page=3');
    expect(categoryPageHref('/schedule', undefined, 2)).toBe('/schedule?page=2');
  });
});
