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
