export { maskCardNumber } from './card.ts';
export { DISPLAY_TIME_ZONE, formatDate, formatDateTime } from './date.ts';
export type { DateInput } from './date.ts';
export { formatZip, normalizeZip, toFullWidthKatakana } from './kana-zip.ts';
export { formatPriceWithTax, formatYen, taxIncluded } from './money.ts';
