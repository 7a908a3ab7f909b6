/** `１２３ー４５６７`, `123-4567` or `1234567` -> `1234567`; null unless exactly 7 digits remain. */
export function normalizeZip(input: string): string | null {
  const digits = input.normalize('NFKC').replace(/[-‐−ー\s]/g, '');
  return /^\d{7}$/.test(digits) ? digits : null;
}
