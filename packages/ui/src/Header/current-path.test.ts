import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './current-path.ts';

describe('isCurrentPath', () => {
  it('marks the page itself and the pages below it', () => {
    expect(isCurrentPath('/news', '/news')).toBe(true);
    expect(isCurrentPath('/news', '/news/12')).toBe(true);
    expect(isCurrentPath('/news', '/NEWS')).toBe(true);
  });
  it('leaves other pages alone, and home only on home', () => {
    expect(isCurrentPath('/news', '/newsletter')).toBe(false);
    expect(isCurrentPath('/news', undefined)).toBe(false);
    expect(isCurrentPath('/', '/news')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});
