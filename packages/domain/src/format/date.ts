/**
 * Every date the kit shows (spec section 9: `YYYY/MM/DD`, with time `YYYY/MM/DD HH:mm:ss`), for the
 * site, ui, the console, the API's mails and the mocks alike. Built on the platform's Intl rather
 * than dayjs and its time-zone plugins, which would add ~5 KiB gzip to every public route and push
 * them over the 120 KiB budget; it reads strings as dayjs does (date.test.ts pins the answers in
 * device zones east and west of Japan):
 * - every date is shown as a fan in Japan sees it (Asia/Tokyo), whatever the device's zone;
 * - an ISO string with `Z` or an offset names its instant; one without is a Tokyo wall-clock time,
 *   so '1990-05-01' (a birthday) never shifts a day;
 * - '' for a missing or unreadable date rather than "Invalid Date".
 */

/** Every date on the site is shown as a Japanese fan sees it, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Tokyo';

export type DateInput = string | number | Date | null | undefined;

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
/** dayjs's own pattern for a date-time without a zone (its `REGEX_PARSE`). */
const WALL_CLOCK =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

const inZone = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
const tokyo = inZone(DISPLAY_TIME_ZONE);
// A Tokyo wall-clock time is read as if it were UTC, then shown in UTC: its fields come out as given.
const wallClock = inZone('UTC');

/**
 * dayjs's reading of a string: its own pattern for a date without a zone (local time, or UTC
 * fields for a Tokyo wall clock), otherwise the engine's `Date` parser.
 */
const parse = (text: string, asUtc: boolean): Date => {
  const p = /Z$/i.test(text) ? null : WALL_CLOCK.exec(text);
  if (!p) return new Date(text);
  const fields = [
    Number(p[1]),
    Number(p[2]) - 1 || 0,
    Number(p[3] || 1),
    Number(p[4] || 0),
    Number(p[5] || 0),
    Number(p[6] || 0),
    Number((p[7] ?? '0').slice(0, 3)),
  ] as const;
  return asUtc ? new Date(Date.UTC(...fields)) : new Date(...fields);
};

/** The instant to show and the zone that shows it as Tokyo time, or undefined when unreadable. */
const toTokyo = (value: DateInput): { date: Date; zone: Intl.DateTimeFormat } | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const wallClockText = typeof value === 'string' && !HAS_ZONE.test(value.trim());
  const date = wallClockText
    ? parse(value.trim(), true)
    : typeof value === 'string'
      ? parse(value, false)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : { date, zone: wallClockText ? wallClock : tokyo };
};

const fields = (value: DateInput): Record<string, string> | undefined => {
  const shown = toTokyo(value);
  if (!shown) return undefined;
  const parts: Record<string, string> = {};
  for (const part of shown.zone.formatToParts(shown.date)) parts[part.type] = part.value;
  parts.year = (parts.year ?? '').padStart(4, '0');
  return parts;
};

/** `YYYY/MM/DD` in Asia/Tokyo; '' for a missing or unreadable date. */
export const formatDate = (value: DateInput): string => {
  const f = fields(value);
  return f ? `${f.year}/${f.month}/${f.day}` : '';
};

/** `YYYY/MM/DD HH:mm:ss` in Asia/Tokyo; '' for a missing or unreadable date. */
export const formatDateTime = (value: DateInput): string => {
  const f = fields(value);
  return f ? `${f.year}/${f.month}/${f.day} ${f.hour}:${f.minute}:${f.second}` : '';
};

/** `HH:mm:ss` (24-hour clock) in Asia/Tokyo; '' for a missing or unreadable date. */
export const formatTime = (value: DateInput): string => {
  const f = fields(value);
  return f ? `${f.hour}:${f.minute}:${f.second}` : '';
};

/** The Tokyo date as `YYYY-MM-DD`, the machine-readable value of `<time dateTime>`. */
export const isoDate = (value: DateInput): string => formatDate(value).replaceAll('/', '-');
