const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
/** Katakana sits 0x60 code points after hiragana (ぁ U+3041 -> ァ U+30A1; ゝ -> ヽ too). */
const KATAKANA_OFFSET = 0x60;

/**
 * Normalises a フリガナ input to full-width katakana: NFKC turns half-width ｶﾀｶﾅ into full width
 * (joining ｶﾞ into ガ) and full-width spaces into plain ones, then hiragana becomes katakana and
 * the ends are trimmed.
 */
export const toFullWidthKatakana = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + KATAKANA_OFFSET))
    .trim();

/** Full-width katakana, the long-vowel mark and spaces only (what a フリガナ field stores). */
export const isFullWidthKatakana = (value: string): boolean =>
  /^[\u30a1-\u30f6\u30fc\u30fd\u30fe\u3000 ]*$/.test(value);

/** Hyphen-like characters people type in a postal code (NFKC leaves most of them alone). */
const ZIP_SEPARATORS = /[\s\-‐‑‒–—―−ー〒]/g;

/**
 * A postal code as its 7 digits: accepts `123-4567`, `1234567`, full-width `１２３－４５６７` and a
 * leading 〒. Returns null when the input is not 7 digits, so a form can show its message.
 */
export const normalizeZip = (value: string | null | undefined): string | null => {
  const digits = (value ?? '').normalize('NFKC').replace(ZIP_SEPARATORS, '');
  return /^\d{7}$/.test(digits) ? digits : null;
};

/** `1234567` -> `123-4567` for display; other input comes back unchanged. */
export const formatZip = (value: string): string => {
  const digits = normalizeZip(value);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3)}` : value;
};
