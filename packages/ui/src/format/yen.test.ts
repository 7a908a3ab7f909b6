import { describe, expect, it } from 'vitest';
import { formatYen } from './yen.ts';

describe('formatYen', () => {
  it('adds the yen sign and thousands separators', () => {
    expect(formatYen(1234)).toBe('¥1,234');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(1234567)).toBe('¥1,234,567');
  });
  it('rounds to whole yen and keeps the sign in front', () => {
    expect(formatYen(1099.6)).toBe('¥1,100');
    expect(formatYen(-500)).toBe('-¥500');
  });
});
