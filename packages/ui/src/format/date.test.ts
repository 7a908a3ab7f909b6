import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, isoDate } from './date.ts';

describe('dates in Japan time', () => {
  it('formats YYYY/MM/DD in Asia/Tokyo', () => {
    // 15:30 UTC is already the next day in Tokyo.
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026/11/22');
    expect(isoDate('2026-01-05T00:00:00+09:00')).toBe('2026-01-05');
  });
  it('adds HH:mm:ss on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-21T15:30:05Z')).toBe('2026/11/22 00:30:05');
    expect(formatTime('2026-11-21T15:30:05Z')).toBe('00:30:05');
  });
});
