/**
 * The brand colours of the web specification (spec sections 3 and 9) turned into the CSS custom
 * properties every component reads. One implementation for the server's HTML shell (first paint)
 * and the site's runtime theme, so both always compute the same colours. Pure: no DOM, no React.
 */

export type Rgb = { r: number; g: number; b: number };

/** The part of the web specification that themes the UI. */
export type BrandColors = {
  mainColor?: string | null;
  secondaryColor?: string | null;
};

/** The kit's own colours: the fallback for a missing or malformed colour, and the default palette. */
export const DEFAULT_BRAND: Required<{ [K in keyof BrandColors]: string }> = {
  mainColor: '#c2185b',
  secondaryColor: '#1f6f8b',
};

/** Hover variants per spec section 9: main 20 % lighter, secondary 30 % lighter. */
export const MAIN_HOVER_LIGHTER = 20;
export const SECONDARY_HOVER_LIGHTER = 30;
/** How much white the pale `-tint` wash mixes in. */
const TINT_LIGHTER = 88;
/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * The fixed light backgrounds brand-coloured text (`--brand-*-ink`) is drawn on besides white and
 * its own tint: the page surface and the status tints of alerts (packages/ui/src/theme/tokens.css,
 * `--color-surface` and `--color-*-tint`; a test keeps the two lists equal). A reload link inside an
 * error alert is brand ink on the danger tint.
 */
export const INK_BACKGROUNDS = {
  '--color-surface': '#f6f6f7',
  '--color-danger-tint': '#fdecea',
  '--color-success-tint': '#e6f4ea',
  '--color-warning-tint': '#fff4dc',
  '--color-info-tint': '#e7f0fb',
} as const;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#abc` or `#aabbcc`; null for anything else, so a bad web spec cannot crash the page. */
export const parseHex = (input: string): Rgb | null => {
  const match = HEX.exec(input.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const value = Number.parseInt(hex, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
};

export const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b]
    .map((n) =>
      Math.round(Math.min(255, Math.max(0, n)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes `amount` (0-1) of `toward` into `colour`. */
export const mix = (colour: Rgb, toward: Rgb, amount: number): Rgb => ({
  r: colour.r + (toward.r - colour.r) * amount,
  g: colour.g + (toward.g - colour.g) * amount,
  b: colour.b + (toward.b - colour.b) * amount,
});

/**
 * "N% lighter" (spec section 9) read as mixing N% white in. Unlike scaling the channels, this also
 * lightens pure black, so a hover state is visible for every brand colour.
 */
export const lighten = (colour: Rgb, percent: number): Rgb => mix(colour, WHITE, percent / 100);
export const darken = (colour: Rgb, percent: number): Rgb => mix(colour, BLACK, percent / 100);

/** WCAG 2.x relative luminance. */
export const luminance = ({ r, g, b }: Rgb): number => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Of the candidates, the one that reads best on `surface` (first wins a tie). */
export const bestTextOn = (surface: Rgb, candidates: readonly Rgb[]): Rgb => {
  let best = candidates[0] ?? BLACK;
  for (const candidate of candidates) {
    if (contrastRatio(candidate, surface) > contrastRatio(best, surface)) best = candidate;
  }
  return best;
};

/**
 * Darkens (or lightens, on dark backgrounds) `colour` in small steps until it reaches `ratio`
 * against every one of `backgrounds`: a pale brand colour still gives readable links and focus rings.
 * The backgrounds are all light or all dark.
 */
export const ensureContrast = (colour: Rgb, backgrounds: Rgb | readonly Rgb[], ratio: number): Rgb => {
  const all = Array.isArray(backgrounds) ? backgrounds : [backgrounds as Rgb];
  const towardBlack = luminance(all[0] ?? WHITE) > 0.18;
  const reads = (candidate: Rgb) => all.every((bg) => contrastRatio(candidate, bg) >= ratio);
  for (let step = 0; step <= 100; step += 5) {
    const candidate = towardBlack ? darken(colour, step) : lighten(colour, step);
    if (reads(candidate)) return candidate;
  }
  return towardBlack ? BLACK : WHITE;
};

// Pure black and white: one of them always reaches 4.5:1 on any surface.
const TEXT_CANDIDATES: readonly Rgb[] = [BLACK, WHITE];
const INK_SURFACES: readonly Rgb[] = Object.values(INK_BACKGROUNDS).map((hex) => parseHex(hex)!);

const paletteFor = (name: 'main' | 'secondary', colour: Rgb, hoverLighter: number) => {
  const hover = lighten(colour, hoverLighter);
  const tint = lighten(colour, TINT_LIGHTER);
  return {
    [`--brand-${name}`]: toHex(colour),
    [`--brand-${name}-hover`]: toHex(hover),
    [`--brand-on-${name}`]: toHex(bestTextOn(colour, TEXT_CANDIDATES)),
    [`--brand-on-${name}-hover`]: toHex(bestTextOn(hover, TEXT_CANDIDATES)),
    // The brand colour adjusted so it can be text, an icon or a focus ring on white, on its own
    // tint, on the page surface and on every status tint.
    [`--brand-${name}-ink`]: toHex(ensureContrast(colour, [WHITE, tint, ...INK_SURFACES], TEXT_CONTRAST)),
    // A pale tint for selected rows and badges; page text stays readable on it.
    [`--brand-${name}-tint`]: toHex(tint),
  };
};

/** Every `--brand-*` custom property for the two colours (the defaults stand in for a bad one). */
export const brandThemeVariables = (colors: BrandColors): Record<string, string> => ({
  ...paletteFor(
    'main',
    parseHex(colors.mainColor ?? '') ?? parseHex(DEFAULT_BRAND.mainColor)!,
    MAIN_HOVER_LIGHTER,
  ),
  ...paletteFor(
    'secondary',
    parseHex(colors.secondaryColor ?? '') ?? parseHex(DEFAULT_BRAND.secondaryColor)!,
    SECONDARY_HOVER_LIGHTER,
  ),
});

/**
 * `:root:root{...}` for the HTML shell; values are hex only, so nothing from the CMS reaches the
 * CSS raw. The doubled `:root` outranks the kit's defaults (`tokens.css`, also on `:root`), which
 * the page's stylesheet links bring in after this block: with equal weight the defaults would win,
 * and the server's HTML would paint in the kit's colours until the app took over.
 */
export const brandThemeCss = (colors: BrandColors): string =>
  `:root:root{${Object.entries(brandThemeVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * `--brand-logo` for the HTML shell: the web specification's header logo as a CSS image, which
 * stands in for a missing picture (ui's `ImagePlaceholder`), or nothing without a logo. Every
 * character outside a URL's own is percent-encoded, so no quote, backslash, angle bracket or space
 * from the CMS can leave the `url("...")` or the `<style>` element.
 */
export const brandLogoCss = (logo: string | null | undefined): string =>
  logo
    ? `:root:root{--brand-logo:url("${logo.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu, (c) =>
        encodeURIComponent(c),
      )}")}`
    : '';
