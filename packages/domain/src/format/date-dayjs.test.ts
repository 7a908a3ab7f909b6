import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, isoDate, type DateInput } from './date.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The reference: dayjs with its time-zone plugins, as the kit's stack reads and shows dates. The
 * one formatter (date.ts) does the same on Intl so no route carries dayjs; it must agree with this.
 */
const reference = (value: DateInput, pattern: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const date =
    typeof value === 'string' && !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())
      ? dayjs.tz(value.trim(), 'Asia/Tokyo')
      : dayjs(value).tz('Asia/Tokyo');
  return date.isValid() ? date.format(pattern) : '';
};

const inputs: DateInput[] = [
  null,
  undefined,
  '',
  ' ',
  'not a date',
  '2025-03-31T15:30:00Z',
  '2025-03-31T14:59:59Z',
  '2025-03-31T15:30:05.000Z',
  '2025-03-31t15:30:05.5z',
  '2025-12-24T19:00:00+09:00',
  '2025-12-24T19:00:00-0800',
  '2025-12-24T19:00:00.123+05:30',
  '1990-05-01',
  ' 1990-05-01 ',
  '1990/05/01',
  '19900501',
  '1990-5-1',
  '2025-08-10 18:00:00',
  '2025-08-10T18:00',
  '2025-08-10T23:59:59.999',
  '2025-08-10T00:00:00.1234567',
  '2024-02-29',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-05-00',
  '2024',
  '2024-07',
  '0099-01-01',
  '1949-09-10T12:00:00Z',
  'May 1, 2024',
  'Tue, 01 Oct 2024 10:00:00 GMT',
  '2024-0901',
  new Date('2025-03-31T14:59:59Z'),
  new Date(Number.NaN),
  Date.UTC(2024, 1, 29, 3, 4, 5),
  0,
  -1,
];

// The same answers as the domain's dayjs formatter, on a device in any zone.
describe.each(['Asia/Tokyo', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London'])(
  'in time zone %s',
  (zone) => {
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

    it.each(inputs.map((input) => [JSON.stringify(input) ?? String(input), input]))(
      'formats %s as dayjs does',
      (_label, input) => {
        expect(formatDate(input)).toBe(reference(input, 'YYYY/MM/DD'));
        expect(formatDateTime(input)).toBe(reference(input, 'YYYY/MM/DD HH:mm:ss'));
        expect(formatTime(input)).toBe(reference(input, 'HH:mm:ss'));
        expect(isoDate(input)).toBe(reference(input, 'YYYY-MM-DD'));
      },
    );

    it('shows an instant as the Tokyo date and time', () => {
      expect(formatDate('2025-03-31T15:30:00Z')).toBe('2025/04/01');
      expect(formatDateTime('2025-03-31T15:30:05.000Z')).toBe('2025/04/01 00:30:05');
      expect(formatDateTime('2025-12-24T19:00:00+09:00')).toBe('2025/12/24 19:00:00');
    });

    it('keeps a date without a zone on its own day, and shows nothing for no date', () => {
      expect(formatDate('1990-05-01')).toBe('1990/05/01');
      expect(formatDateTime('2025-08-10 18:00:00')).toBe('2025/08/10 18:00:00');
      // Japan kept summer time in 1948-51; dayjs can move such a wall clock by minutes on a device
      // far from Japan, the Intl version keeps it as written.
      expect(formatDateTime('1949-05-01T01:30:00')).toBe('1949/05/01 01:30:00');
      expect(formatDate(null)).toBe('');
      expect(formatDateTime('not a date')).toBe('');
    });
  },
);
