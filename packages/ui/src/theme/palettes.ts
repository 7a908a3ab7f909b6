// Brand palettes the workshop switches between. They sit at the extremes on purpose: every
// component must stay readable and pass axe with a very light and a very dark main colour.
import { DEFAULT_BRAND, type BrandColors } from './brand-theme.ts';

export const BRAND_PALETTES = {
  default: { label: '標準', colors: DEFAULT_BRAND },
  light: { label: '淡い色', colors: { mainColor: '#f9e79f', secondaryColor: '#aed6f1' } },
  dark: { label: '濃い色', colors: { mainColor: '#1b1b3a', secondaryColor: '#4a235a' } },
} as const satisfies Record<string, { label: string; colors: BrandColors }>;

export type BrandPaletteName = keyof typeof BRAND_PALETTES;
