/**
 * Shows a card number as its first four digits followed by asterisks (spec section 9), one asterisk
 * per remaining digit: `4111 1111 1111 1111` -> `4111************`. Spaces and hyphens are ignored,
 * and an already masked number (`411111******1111`) is masked the same way.
 */
export const maskCardNumber = (cardNumber: string | null | undefined): string => {
  const compact = (cardNumber ?? '').replace(/[\s-]/g, '');
  if (compact.length <= 4) return compact;
  return `${compact.slice(0, 4)}${'*'.repeat(compact.length - 4)}`;
};

/** The card brands the payment provider accepts (the 特定商取引法 page lists the same five). */
export type CardBrand = 'VISA' | 'Mastercard' | 'JCB' | 'American Express' | 'Diners Club';

/**
 * A card's brand from its leading digits (issuer identification number), as far as the first
 * four digits a masked number keeps tell it; `null` when they name none of the accepted brands.
 */
export const cardBrandOf = (cardNumber: string | null | undefined): CardBrand | null => {
  const digits = (cardNumber ?? '').replace(/[\s-]/g, '').slice(0, 4);
  if (!/^\d{2,4}$/.test(digits)) return null;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.padEnd(4, '0'));
  if (digits.startsWith('4')) return 'VISA';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 35) return 'JCB';
  if (two === 34 || two === 37) return 'American Express';
  if (two === 36 || two === 38 || two === 39 || (four >= 3000 && four <= 3059)) return 'Diners Club';
  return null;
};
