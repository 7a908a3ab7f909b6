import { describe, expect, it } from 'vitest';
import { formatZip, normalizeZip, toFullWidthKatakana } from './kana-zip.ts';

describe('toFullWidthKatakana', () => {
  it('turns hiragana into katakana', () => {
    expect(toFullWidthKatakana('やまだ たろう')).toBe('ヤマダ タロウ');
    expect(toFullWidthKatakana('ぁゔゝ')).toBe('ァヴヽ');
  });

  it('widens half-width katakana, joining voiced marks', () => {
    expect(toFullWidthKatakana('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('ヤマダ タロウ');
    expect(toFullWidthKatakana('ﾊﾟﾝ')).toBe('パン');
  });

  it('leaves katakana and the long vowel mark alone and narrows a full-width space', () => {
    expect(toFullWidthKatakana('スズキ　ハナコー')).toBe('スズキ ハナコー');
  });
});

describe('normalizeZip', () => {
  it.each([
    ['1234567', '1234567'],
    ['123-4567', '1234567'],
    ['１２３－４５６７', '1234567'],
    ['１２３ー４５６７', '1234567'],
    ['〒100-0001', '1000001'],
    [' 250-0011 ', '2500011'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeZip(input)).toBe(expected);
  });

  it.each(['123456', '12345678', '123-456a', '', null])('rejects %s', (input) => {
    expect(normalizeZip(input)).toBeNull();
  });
});

describe('formatZip', () => {
  it('shows seven digits with the hyphen', () => {
    expect(formatZip('2500011')).toBe('250-0011');
    expect(formatZip('２５０００１１')).toBe('250-0011');
  });

  it('leaves input it cannot read unchanged', () => {
    expect(formatZip('12')).toBe('12');
  });
});
