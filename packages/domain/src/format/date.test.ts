import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date.ts';

// The same answers must come out on a device in any zone, east or west of Japan.
describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('in time zone %s', (zone) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });

  it('runs in the zone under test', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it('shows an instant as the Tokyo date', () => {
    // 15:30 UTC is already the next day in Tokyo (UTC+9).
    expect(formatDate('2025-03-31T15:30:00Z')).toBe('2025/04/01');
    expect(formatDate(new Date('2025-03-31T14:59:59Z'))).toBe('2025/03/31');
  });

  it('shows an instant as the Tokyo date and time', () => {
    expect(formatDateTime('2025-03-31T15:30:05.000Z')).toBe('2025/04/01 00:30:05');
    expect(formatDateTime('2025-12-24T19:00:00+09:00')).toBe('2025/12/24 19:00:00');
    expect(formatDateTime(Date.UTC(2024, 1, 29, 3, 4, 5))).toBe('2024/02/29 12:04:05');
  });

  it('keeps a date without a zone (a birthday) on its own day', () => {
    expect(formatDate('1990-05-01')).toBe('1990/05/01');
    expect(formatDateTime('2025-08-10 18:00:00')).toBe('2025/08/10 18:00:00');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
