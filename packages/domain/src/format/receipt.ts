/**
 * What a 領収書 computes, shared by the API and the mock backend: the 但し書き by kind of order,
 * the seller read from the 特定商取引法に基づく表記 page, and the totals per tax rate.
 */

/** 但し書き by what was bought; fixed by the club, never typed by the fan. */
export const RECEIPT_PURPOSES = {
  product: 'グッズ代として',
  membership: '会費として',
  voting_package: '投票ポイント代として',
} as const;

/** Delivery is a standard-rate service. */
export const DELIVERY_TAX_RATE = 10;

/**
 * The text under a heading of the 特定商取引法に基づく表記 page (`<h2>販売事業者</h2><p>…</p>`), so
 * the receipt's issuer is always the seller that page names.
 */
export const lawEntry = (html: string, heading: string): string | null => {
  const at = html.indexOf(`>${heading}</h`);
  if (at < 0) return null;
  const match = /<(p|div)[^>]*>([\s\S]*?)<\/\1>/.exec(html.slice(at));
  if (!match) return null;
  const text = match[2]!
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
};

/** The seller of the 特定商取引法 page: name, address and phone (without its opening hours). */
export const issuerFromLawPage = (html: string, fallbackName: string) => ({
  name: lawEntry(html, '販売事業者') ?? fallbackName,
  address: lawEntry(html, '所在地'),
  phone:
    lawEntry(html, '電話番号')
      ?.replace(/[（(].*$/, '')
      .trim() || null,
});

/**
 * Per tax rate, the amount including tax and the tax it contains, rounded down once per rate (as
 * a qualified invoice must), highest rate first.
 */
export const taxByRate = (lines: { amount: number; taxRate: number }[]) => {
  const totals = new Map<number, number>();
  for (const { amount, taxRate } of lines) totals.set(taxRate, (totals.get(taxRate) ?? 0) + amount);
  return [...totals.entries()]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => b - a)
    .map(([taxRate, amount]) => ({ taxRate, amount, tax: Math.floor((amount * taxRate) / (100 + taxRate)) }));
};
