import { describe, expect, it } from 'vitest';
import { normalizeZip } from './zip.ts';

describe('normalizeZip', () => {
  it('accepts 7 digits with or without a hyphen, in either width', () => {
    expect(normalizeZip('150-0001')).toBe('1500001');
    expect(normalizeZip('1500001')).toBe('1500001');
    expect(normalizeZip('１５０ー０００１')).toBe('1500001');
  });
  it('rejects anything else', () => {
    expect(normalizeZip('150-001')).toBeNull();
    expect(normalizeZip('abc-defg')).toBeNull();
    expect(normalizeZip('')).toBeNull();
  });
});
