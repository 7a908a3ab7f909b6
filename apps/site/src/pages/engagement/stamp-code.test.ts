import { describe, expect, it } from 'vitest';
import { DEFAULT_STAMP_EVENT_ID, scannedStampOf, stampEventOf } from './stamp-code.ts';

describe('scannedStampOf', () => {
  it('takes the rally and the code from the printed page address', () => {
    expect(scannedStampOf('https://fc.example.jp/stamp/scan?event=7&code=WINTER-TOKYO')).toEqual({
      code: 'WINTER-TOKYO',
      eventId: 7,
    });
  });

  it('takes an address printed without a rally as the demo rally', () => {
    expect(scannedStampOf('https://fc.example.jp/stamp/scan?code=LUMIERE-5TH-SHIBUYA')).toEqual({
      code: 'LUMIERE-5TH-SHIBUYA',
      eventId: DEFAULT_STAMP_EVENT_ID,
    });
  });

  it('takes a bare code as it is, trimmed and with full-width characters made half-width, for no rally', () => {
    expect(scannedStampOf('  ＬＵＭＩＥＲＥ-5TH  ')).toEqual({ code: 'LUMIERE-5TH' });
  });

  it('gives nothing for an address without a code or for blank input', () => {
    expect(scannedStampOf('https://fc.example.jp/get-stamp').code).toBe('');
    expect(scannedStampOf('   ').code).toBe('');
  });
});

describe('stampEventOf', () => {
  it('reads a positive rally id and falls back to the demo rally for anything else', () => {
    expect(stampEventOf(new URLSearchParams('event=12'))).toBe(12);
    for (const bad of ['', 'event=0', 'event=-3', 'event=1e3', 'event=abc', 'event=99999999999'])
      expect(stampEventOf(new URLSearchParams(bad))).toBe(DEFAULT_STAMP_EVENT_ID);
  });
});
