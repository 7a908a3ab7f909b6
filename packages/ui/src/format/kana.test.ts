import { describe, expect, it } from 'vitest';
import { isFullWidthKatakana, toFullWidthKatakana } from './kana.ts';

describe('toFullWidthKatakana', () => {
  it('turns hiragana into katakana', () => {
    expect(toFullWidthKatakana('やまだ はなこ')).toBe('ヤマダ ハナコ');
    expect(toFullWidthKatakana('ぢゃゔぁー')).toBe('ヂャヴァー');
  });
  it('widens half-width katakana and joins their voiced marks', () => {
    expect(toFullWidthKatakana('ﾔﾏﾀﾞ ﾊﾟﾝ')).toBe('ヤマダ パン');
    expect(toFullWidthKatakana('ｰ')).toBe('ー');
  });
  it('leaves full-width katakana alone and trims', () => {
    expect(toFullWidthKatakana('  タナカ ')).toBe('タナカ');
  });
});

describe('isFullWidthKatakana', () => {
  it('accepts katakana, the long-vowel mark and spaces only', () => {
    expect(isFullWidthKatakana('ヤマダ　ハナコー')).toBe(true);
    expect(isFullWidthKatakana('やまだ')).toBe(false);
    expect(isFullWidthKatakana('ﾔﾏﾀﾞ')).toBe(false);
    expect(isFullWidthKatakana('Yamada')).toBe(false);
  });
});
