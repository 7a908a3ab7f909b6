// フリガナ input: people type hiragana, half-width katakana or mixed widths; the spec stores
// full-width katakana (DESIGN.md). NFKC first turns half-width katakana (and their separate
// dakuten) into full-width, then hiragana is shifted to the katakana block.
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
const KATAKANA_OFFSET = 0x60;

export function toFullWidthKatakana(input: string): string {
  return input
    .normalize('NFKC')
    .replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + KATAKANA_OFFSET))
    .trim();
}

/** Full-width katakana, the long-vowel mark and spaces only. */
export function isFullWidthKatakana(input: string): boolean {
  return /^[\u30a1-\u30f6\u30fc\u30fd\u30fe\u3000 ]*$/.test(input);
}
