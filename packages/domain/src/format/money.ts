const GROUPED = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/**
 * `¥1,234`. The half-width yen sign is written out because `Intl`'s ja-JP currency style gives the
 * full-width `￥`. Fractions are rounded away: the yen has no minor unit.
 */
export const formatYen = (amount: number): string => {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}¥${GROUPED.format(Math.abs(rounded))}`;
};

/** Voting points as fans read them everywhere (site, console, mails): `1,500pt`. */
export const formatPoints = (points: number): string => `${GROUPED.format(points)}pt`;

/**
 * Price with consumption tax, rounded down to the yen (切り捨て, the usual choice of Japanese shops
 * and the one that never charges more than the rate). `taxRate` is a percentage: 10 means 10%.
 * Integer arithmetic avoids float drift such as 1000 * 1.1 = 1100.0000000000002.
 */
export const taxIncluded = (price: number, taxRate: number): number =>
  Math.floor((price * (100 + taxRate)) / 100);

/**
 * `¥1,234（税込）` as 総額表示 requires. With `taxRate` the price is tax-excluded and tax is added;
 * without it the price already includes tax.
 */
export const formatPriceWithTax = (price: number, taxRate?: number): string =>
  `${formatYen(taxRate === undefined ? price : taxIncluded(price, taxRate))}（税込）`;

/**
 * The tax-included fees of a membership plan or subscription: what recurs each cycle, the one-off
 * initial fee, and the first charge (both). Every screen, mail and charge that names a membership fee
 * takes it from here, so My Page, the checkout and the card statement always agree to the yen.
 */
export const membershipFees = (plan: { price: number; taxRate: number; initialFee: number }) => {
  const recurring = taxIncluded(plan.price, plan.taxRate);
  const initialFee = taxIncluded(plan.initialFee, plan.taxRate);
  return { recurring, initialFee, firstCharge: recurring + initialFee };
};
