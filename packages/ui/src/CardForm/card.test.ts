import { describe, expect, it } from 'vitest';
import {
  compactDigits,
  groupCardNumber,
  isExpired,
  normalizeExpire,
  normalizeHolder,
  passesLuhn,
} from './card.ts';

describe('card input', () => {
  it('reads full-width digits and separators', () => {
    expect(compactDigits('４１１１　１１１１-1111 1111')).toBe('4111111111111111');
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('abc')).toBe('abc');
  });
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });
  it('writes the expiry as MM/YY', () => {
    expect(normalizeExpire('1229')).toBe('12/29');
    expect(normalizeExpire('１２／２９')).toBe('12/29');
    expect(normalizeExpire('3/29')).toBe('03/29');
    expect(normalizeExpire('12-29')).toBe('12-29');
  });
  it('counts a card valid through its expiry month', () => {
    const now = new Date(2026, 10, 22);
    expect(isExpired('11/26', now)).toBe(false);
    expect(isExpired('10/26', now)).toBe(true);
  });
  it('upper-cases the holder name', () => {
    expect(normalizeHolder(' taro  ｙａｍａｄａ ')).toBe('TARO YAMADA');
  });
});
