import { describe, expect, it } from 'vitest';
import { formatAddress, formatPhone } from './address.ts';

describe('formatPhone', () => {
  it('hyphenates mobiles, free dial and fixed lines one way everywhere', () => {
    expect(formatPhone('09012345678')).toBe('090-1234-5678');
    expect(formatPhone('090-1234-5678')).toBe('090-1234-5678');
    expect(formatPhone('０９０１２３４５６７８')).toBe('090-1234-5678');
    expect(formatPhone('0312345678')).toBe('03-1234-5678');
    expect(formatPhone('0451234567')).toBe('045-123-4567');
    expect(formatPhone('0120123456')).toBe('0120-123-456');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('formatAddress', () => {
  it('writes the postal code with its hyphen and the prefecture by name', () => {
    expect(
      formatAddress({
        zipCode: '1500001',
        prefectureId: 13,
        address1: '渋谷区',
        address2: '神宮前1-2-3',
        address3: null,
      }),
    ).toBe('〒150-0001 東京都渋谷区神宮前1-2-3');
    expect(
      formatAddress({
        zipCode: '150-0001',
        prefectureId: 13,
        address1: '渋谷区',
        address2: '神宮前1-2-3',
        address3: '4F',
      }),
    ).toBe('〒150-0001 東京都渋谷区神宮前1-2-3 4F');
  });
});
