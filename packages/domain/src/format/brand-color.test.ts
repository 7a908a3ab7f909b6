import { describe, expect, it } from 'vitest';
import {
  brandLogoCss,
  brandThemeCss,
  brandThemeVariables,
  contrastRatio,
  DEFAULT_BRAND,
  ensureContrast,
  INK_BACKGROUNDS,
  lighten,
  parseHex,
  toHex,
} from './brand-color.ts';

// The workshop's extreme palettes (packages/ui/src/theme/palettes.ts) and the default one.
const PALETTES = [
  DEFAULT_BRAND,
  { mainColor: '#f9e79f', secondaryColor: '#aed6f1' },
  { mainColor: '#1b1b3a', secondaryColor: '#4a235a' },
];

const rgb = (hex: string) => parseHex(hex)!;

describe('colour parsing', () => {
  it('reads short and long hex, with or without #', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('1b1b3a')).toEqual({ r: 27, g: 27, b: 58 });
    expect(toHex(rgb('#F9E79F'))).toBe('#f9e79f');
  });
  it('rejects anything that is not a hex colour', () => {
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('')).toBeNull();
  });
});

describe('lighten', () => {
  it('mixes the given share of white in', () => {
    expect(toHex(lighten(rgb('#000000'), 20))).toBe('#333333');
    expect(toHex(lighten(rgb('#ff0000'), 30))).toBe('#ff4d4d');
    expect(toHex(lighten(rgb('#ffffff'), 20))).toBe('#ffffff');
  });
});

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#777'), rgb('#fff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgb('#fff'), rgb('#fff'))).toBe(1);
  });
  it('darkens a pale colour until it reads on white', () => {
    const ink = ensureContrast(rgb('#f9e79f'), rgb('#fff'), 4.5);
    expect(contrastRatio(ink, rgb('#fff'))).toBeGreaterThanOrEqual(4.5);
    // A colour that already reads is left alone.
    expect(toHex(ensureContrast(rgb('#1b1b3a'), rgb('#fff'), 4.5))).toBe('#1b1b3a');
  });
});

describe('brand theme', () => {
  it('derives hover colours 20% (main) and 30% (secondary) lighter', () => {
    const vars = brandThemeVariables({ mainColor: '#000000', secondaryColor: '#ff0000' });
    expect(vars['--brand-main']).toBe('#000000');
    expect(vars['--brand-main-hover']).toBe('#333333');
    expect(vars['--brand-secondary-hover']).toBe('#ff4d4d');
  });

  it('picks dark text on a light brand colour and white text on a dark one', () => {
    expect(brandThemeVariables({ mainColor: '#f9e79f' })['--brand-on-main']).toBe('#000000');
    expect(brandThemeVariables({ mainColor: '#1b1b3a' })['--brand-on-main']).toBe('#ffffff');
  });

  it('keeps every text pairing at 4.5:1 or better for every palette and a sweep of greys', () => {
    const greys = Array.from({ length: 18 }, (_, i) => toHex({ r: i * 15, g: i * 15, b: i * 15 }));
    const palettes = [...PALETTES, ...greys.map((g) => ({ mainColor: g, secondaryColor: g }))];
    for (const colors of palettes) {
      const v = brandThemeVariables(colors);
      for (const name of ['main', 'secondary']) {
        const pairs: [string, string][] = [
          [`--brand-on-${name}`, `--brand-${name}`],
          [`--brand-on-${name}-hover`, `--brand-${name}-hover`],
          [`--brand-${name}-ink`, '#ffffff'],
          [`--brand-${name}-ink`, `--brand-${name}-tint`],
          ...Object.values(INK_BACKGROUNDS).map((tint): [string, string] => [`--brand-${name}-ink`, tint]),
        ];
        for (const [fg, bg] of pairs) {
          const background = bg.startsWith('#') ? bg : v[bg]!;
          expect(contrastRatio(rgb(v[fg]!), rgb(background))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('falls back to the default palette for a missing or malformed colour', () => {
    const vars = brandThemeVariables({ mainColor: 'not-a-colour', secondaryColor: null });
    expect(vars['--brand-main']).toBe('#c2185b');
    expect(vars['--brand-secondary']).toBe('#1f6f8b');
  });

  it('renders a :root block for the HTML shell that outranks the kit defaults on :root', () => {
    expect(brandThemeCss({ mainColor: '#000000' })).toMatch(/^:root:root\{--brand-main:#000000;.*\}$/);
  });

  it('gives a pale brand colour an ink that reads on the error alert and its own tint', () => {
    const v = brandThemeVariables({ mainColor: '#f9e79f', secondaryColor: '#aed6f1' });
    const ink = rgb(v['--brand-main-ink']!);
    expect(contrastRatio(ink, rgb(INK_BACKGROUNDS['--color-danger-tint']))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ink, rgb(v['--brand-main-tint']!))).toBeGreaterThanOrEqual(4.5);
  });

  it('checks every background when darkening the ink', () => {
    const ink = ensureContrast(rgb('#f9e79f'), [rgb('#fff'), rgb('#fdecea')], 4.5);
    expect(contrastRatio(ink, rgb('#fdecea'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('brandLogoCss', () => {
  it('gives the header logo as --brand-logo, and nothing without a logo', () => {
    expect(brandLogoCss('/media/logo.png')).toBe(':root:root{--brand-logo:url("/media/logo.png")}');
    expect(brandLogoCss(null)).toBe('');
  });

  it('keeps whatever the CMS holds inside the url and the style element', () => {
    const css = brandLogoCss('https://x.jp/a b"); } </style><script>alert(1)</script>😀');
    expect(css).not.toMatch(/[<>\s\\]|"\)[^}]*"/);
    expect(css).toContain('a%20b%22');
    expect(css).toContain(encodeURIComponent('😀'));
  });
});
