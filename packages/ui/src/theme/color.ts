// Colour maths for runtime brand theming. Pure functions so they are unit-tested in Node.

export type Rgb = { r: number; g: number; b: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#abc` or `#aabbcc`; returns null for anything else so a bad web spec cannot crash the page. */
export function parseHex(input: string): Rgb | null {
  const match = HEX.exec(input.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const value = Number.parseInt(hex, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `amount` (0-1) of `toward` into `colour`. */
export function mix(colour: Rgb, toward: Rgb, amount: number): Rgb {
  return {
    r: colour.r + (toward.r - colour.r) * amount,
    g: colour.g + (toward.g - colour.g) * amount,
    b: colour.b + (toward.b - colour.b) * amount,
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * "N% lighter" (spec section 9) read as mixing N% white in. Unlike scaling the channels, this also
 * lightens pure black, so a hover state is visible for every brand colour.
 */
export function lighten(colour: Rgb, percent: number): Rgb {
  return mix(colour, WHITE, percent / 100);
}

export function darken(colour: Rgb, percent: number): Rgb {
  return mix(colour, BLACK, percent / 100);
}

// WCAG 2.x relative luminance.
export function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Of the candidates, the one that reads best on `surface` (first wins a tie). */
export function bestTextOn(surface: Rgb, candidates: readonly Rgb[]): Rgb {
  let best = candidates[0] ?? BLACK;
  for (const candidate of candidates) {
    if (contrastRatio(candidate, surface) > contrastRatio(best, surface)) best = candidate;
  }
  return best;
}

/**
 * Darkens (or lightens, on a dark background) `colour` in small steps until it reaches `ratio`
 * against `background`: a pale brand colour still gives readable links and focus rings.
 */
export function ensureContrast(colour: Rgb, background: Rgb, ratio: number): Rgb {
  const towardBlack = luminance(background) > 0.18;
  for (let step = 0; step <= 100; step += 5) {
    const candidate = towardBlack ? darken(colour, step) : lighten(colour, step);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towardBlack ? BLACK : WHITE;
}
