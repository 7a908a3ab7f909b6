/**
 * The brand colours as CSS custom properties, for the HTML shell's first paint. The names and the
 * maths are those of packages/ui/src/theme/brand-theme.ts (which re-applies them at runtime):
 * hover variants mix in white, main 20 %, secondary 30 % (spec section 9); text on a colour is
 * black or white, whichever contrasts more; `-ink` is the colour darkened until it reads as text
 * on white (4.5:1); `-tint` is a pale wash. @fanclub/ui has no React-free entry point the server
 * could import, so the few pure functions are repeated here; test/site-shell.test.ts pins them to
 * the values of packages/ui/src/theme/tokens.css.
 */
type Rgb = { r: number; g: number; b: number };

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const DEFAULT_BRAND = { mainColor: '#c2185b', secondaryColor: '#1f6f8b' } as const;

const parseHex = (input: string): Rgb | null => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const value = Number.parseInt(hex, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
};

const toHex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b]
    .map((n) =>
      Math.round(Math.min(255, Math.max(0, n)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const mix = (c: Rgb, to: Rgb, amount: number): Rgb => ({
  r: c.r + (to.r - c.r) * amount,
  g: c.g + (to.g - c.g) * amount,
  b: c.b + (to.b - c.b) * amount,
});
const lighten = (c: Rgb, percent: number) => mix(c, WHITE, percent / 100);
const darken = (c: Rgb, percent: number) => mix(c, BLACK, percent / 100);

const luminance = ({ r, g, b }: Rgb) => {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const textOn = (surface: Rgb) => (contrast(WHITE, surface) > contrast(BLACK, surface) ? WHITE : BLACK);
const ink = (c: Rgb) => {
  for (let step = 0; step <= 100; step += 5) {
    const candidate = darken(c, step);
    if (contrast(candidate, WHITE) >= 4.5) return candidate;
  }
  return BLACK;
};

const palette = (name: 'main' | 'secondary', colour: Rgb, hoverLighter: number) => {
  const hover = lighten(colour, hoverLighter);
  return {
    [`--brand-${name}`]: toHex(colour),
    [`--brand-${name}-hover`]: toHex(hover),
    [`--brand-on-${name}`]: toHex(textOn(colour)),
    [`--brand-on-${name}-hover`]: toHex(textOn(hover)),
    [`--brand-${name}-ink`]: toHex(ink(colour)),
    [`--brand-${name}-tint`]: toHex(lighten(colour, 88)),
  };
};

export const brandVariables = (colors: {
  mainColor?: string | null;
  secondaryColor?: string | null;
}): Record<string, string> => ({
  ...palette('main', parseHex(colors.mainColor ?? '') ?? parseHex(DEFAULT_BRAND.mainColor)!, 20),
  ...palette(
    'secondary',
    parseHex(colors.secondaryColor ?? '') ?? parseHex(DEFAULT_BRAND.secondaryColor)!,
    30,
  ),
});

/** `:root{...}` with every variable; values are hex only, so nothing from the CMS reaches the CSS raw. */
export const brandCss = (colors: Parameters<typeof brandVariables>[0]) =>
  `:root{${Object.entries(brandVariables(colors))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
