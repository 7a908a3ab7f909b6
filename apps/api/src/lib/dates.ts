/** Contract date-times are ISO 8601 strings. */
export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** Today's date in Japan, where the fans live (ages and birthday months follow it). */
export const tokyoToday = (now = new Date()) => {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' })
    .format(now)
    .split('-')
    .map(Number) as [number, number, number];
  return { year, month, day };
};

/** The month (1-12) of a `YYYY-MM-DD` birth date. */
export const birthMonth = (birthDate: string): number => Number(birthDate.slice(5, 7));

/**
 * Whether `now` falls in the birth month, from its 1st 00:00 to its last day 23:59 in Japan time:
 * the only time the birthday gift is offered (docs/architecture.md, "Birthday gift").
 */
export const inBirthMonth = (birthDate: string, now = new Date()): boolean =>
  birthMonth(birthDate) === tokyoToday(now).month;

export const ageOn = (birthDate: string, now = new Date()): number => {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const today = tokyoToday(now);
  const age = today.year - y - (today.month < m || (today.month === m && today.day < d) ? 1 : 0);
  return Math.max(age, 0);
};

export const addCycle = (from: Date, cycleType: 'month' | 'year', cycleValue: number): Date => {
  const next = new Date(from);
  if (cycleType === 'year') next.setUTCFullYear(next.getUTCFullYear() + cycleValue);
  else next.setUTCMonth(next.getUTCMonth() + cycleValue);
  return next;
};
