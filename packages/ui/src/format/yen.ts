// Yen formatting for display. Local on purpose: ui must not depend on domain's client; domain's
// pure formatter may replace this later.
const yen = new Intl.NumberFormat('ja-JP');

/** `1234` -> `¥1,234`. Yen has no minor unit, so amounts are rounded to whole yen. */
export function formatYen(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}¥${yen.format(Math.abs(rounded))}`;
}
