import { describe, expect, it } from 'vitest';
import { stampCodeOf } from './stamp-code.ts';

describe('stampCodeOf', () => {
  it('takes the code from the printed page address', () => {
    expect(stampCodeOf('https://fc.example.jp/stamp/scan?code=LUMIERE-5TH-SHIBUYA')).toBe(
      'LUMIERE-5TH-SHIBUYA',
    );
  });

  it('takes a bare code as it is, trimmed and with full-width characters made half-width', () => {
    expect(stampCodeOf('  ＬＵＭＩＥＲＥ-5TH  ')).toBe('LUMIERE-5TH');
  });

  it('gives nothing for an address without a code or for blank input', () => {
    expect(stampCodeOf('https://fc.example.jp/get-stamp')).toBe('');
    expect(stampCodeOf('   ')).toBe('');
  });
});
