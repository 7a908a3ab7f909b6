import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date on the site is shown as a Japanese fan sees it, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Tokyo';

export type DateInput = string | number | Date | null | undefined;

/** An ISO string with `Z` or an offset names its instant; without one it is a Tokyo wall-clock time. */
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

const toTokyo = (value: DateInput): dayjs.Dayjs | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    typeof value === 'string' && !HAS_ZONE.test(value.trim())
      ? // '1990-05-01' (a birthday) must not shift a day on a device east or west of Japan.
        dayjs.tz(value.trim(), DISPLAY_TIME_ZONE)
      : dayjs(value).tz(DISPLAY_TIME_ZONE);
  return date.isValid() ? date : undefined;
};

/** `YYYY/MM/DD` in Asia/Tokyo; '' for a missing or unreadable date rather than "Invalid Date". */
export const formatDate = (value: DateInput): string => toTokyo(value)?.format('YYYY/MM/DD') ?? '';

/** `YYYY/MM/DD HH:mm:ss` in Asia/Tokyo; '' for a missing or unreadable date. */
export const formatDateTime = (value: DateInput): string =>
  toTokyo(value)?.format('YYYY/MM/DD HH:mm:ss') ?? '';
