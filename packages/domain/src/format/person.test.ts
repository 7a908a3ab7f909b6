import { describe, expect, it } from 'vitest';
import { fullName } from './person.ts';

describe('fullName', () => {
  it('writes the family name first, one space between, as Japanese names are read', () => {
    expect(fullName({ lastName: '山田', firstName: '花子' })).toBe('山田 花子');
  });

  it('leaves no stray space when one part is missing', () => {
    expect(fullName({ lastName: '山田', firstName: '' })).toBe('山田');
    expect(fullName({ lastName: '', firstName: '' })).toBe('');
  });
});
