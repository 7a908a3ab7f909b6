// Card input helpers. Masking is the domain's one rule (spec section 9), re-exported for the form.
export { maskCardNumber } from '@fanclub/domain/format';

/** Full-width digits and separators as people type them on a phone -> bare ASCII digits. */
export function compactDigits(input: string): string {
  return input.normalize('NFKC').replace(/[\s\-‐−ー]/g, '');
}

/** Digits in groups of four for reading back: `4111111111111111` -> `4111 1111 1111 1111`. */
export function groupCardNumber(input: string): string {
  const digits = compactDigits(input);
  return /^\d+$/.test(digits) ? (digits.match(/.{1,4}/g) ?? []).join(' ') : input;
}

/** The check digit every card number carries (Luhn), so a typo is caught before the provider. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `1229`, `12 / 29`, `１２／２９` -> `12/29`; anything else is returned trimmed, for the schema to reject. */
export function normalizeExpire(input: string): string {
  const compact = input.normalize('NFKC').replace(/\s/g, '');
  const match = /^(\d{1,2})\/?(\d{2})$/.exec(compact);
  if (!match) return compact;
  return `${match[1]!.padStart(2, '0')}/${match[2]}`;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expire: string, now: Date): boolean {
  const [month, year] = expire.split('/').map(Number) as [number, number];
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return (2000 + year) * 12 + (month - 1) < thisMonth;
}

/** Holder names on cards are upper-case Latin: `taro yamada` / `ＴＡＲＯ` -> `TARO YAMADA`. */
export function normalizeHolder(input: string): string {
  return input.normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();
}
