// Turns the web specification's two brand colours into the CSS custom properties every component
// reads. The API writes the same variables into the HTML shell, so keep this pure (no DOM needed).
import { bestTextOn, ensureContrast, lighten, parseHex, toHex, type Rgb } from './color.ts';

/** The part of the web specification (spec section 3) that themes the UI. */
export type BrandColors = {
  mainColor?: string | null;
  secondaryColor?: string | null;
};

// Fallbacks when the web spec has no (or a malformed) colour; also the default Storybook palette.
export const DEFAULT_BRAND: Required<{ [K in keyof BrandColors]: string }> = {
  mainColor: '#c2185b',
  secondaryColor: '#1f6f8b',
};

// Hover variants per spec section 9: main 20% lighter, secondary 30% lighter.
export const MAIN_HOVER_LIGHTER = 20;
export const SECONDARY_HOVER_LIGHTER = 30;

const PAGE_BACKGROUND: Rgb = { r: 255, g: 255, b: 255 };
// Pure black and white: one of them always reaches 4.5:1 on any surface (the other inks may not).
const TEXT_CANDIDATES: Rgb[] = [
  { r: 0, g: 0, b: 0 },
  { r: 255, g: 255, b: 255 },
];
// WCAG AA for body text.
const TEXT_CONTRAST = 4.5;

function paletteFor(name: 'main' | 'secondary', hex: Rgb, hoverLighter: number) {
  const hover = lighten(hex, hoverLighter);
  return {
    [`--brand-${name}`]: toHex(hex),
    [`--brand-${name}-hover`]: toHex(hover),
    [`--brand-on-${name}`]: toHex(bestTextOn(hex, TEXT_CANDIDATES)),
    [`--brand-on-${name}-hover`]: toHex(bestTextOn(hover, TEXT_CANDIDATES)),
    // The brand colour adjusted so it can be text, an icon or a focus ring on the page background.
    [`--brand-${name}-ink`]: toHex(ensureContrast(hex, PAGE_BACKGROUND, TEXT_CONTRAST)),
    // A pale tint for selected rows and badges; page text stays readable on it.
    [`--brand-${name}-tint`]: toHex(lighten(hex, 88)),
  };
}

export function brandThemeVariables(colors: BrandColors): Record<string, string> {
  const main = parseHex(colors.mainColor ?? '') ?? parseHex(DEFAULT_BRAND.mainColor)!;
  const secondary = parseHex(colors.secondaryColor ?? '') ?? parseHex(DEFAULT_BRAND.secondaryColor)!;
  return {
    ...paletteFor('main', main, MAIN_HOVER_LIGHTER),
    ...paletteFor('secondary', secondary, SECONDARY_HOVER_LIGHTER),
  };
}

/** A `:root { ... }` block for the server-rendered HTML shell, so the first paint is branded. */
export function brandThemeCss(colors: BrandColors): string {
  const declarations = Object.entries(brandThemeVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}

/** Writes the brand variables onto an element (the document root by default). */
export function applyBrandTheme(colors: BrandColors, target?: HTMLElement): void {
  const element = target ?? document.documentElement;
  for (const [name, value] of Object.entries(brandThemeVariables(colors))) {
    element.style.setProperty(name, value);
  }
}
