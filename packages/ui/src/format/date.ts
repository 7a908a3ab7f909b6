// Dates as the spec shows them (section 9): YYYY/MM/DD, with time HH:mm:ss, in Japan time
// whatever the viewer's machine says.
const dateFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

export function formatTime(value: string | Date): string {
  return timeFormat.format(new Date(value));
}

export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** The machine-readable value for <time dateTime>. */
export function isoDate(value: string | Date): string {
  return formatDate(value).replaceAll('/', '-');
}
