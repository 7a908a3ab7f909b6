export { ThemeProvider } from './ThemeProvider.tsx';
export { ThemeScope } from './ThemeScope.tsx';
export {
  applyBrandTheme,
  brandThemeCss,
  brandThemeVariables,
  DEFAULT_BRAND,
  type BrandColors,
} from './brand-theme.ts';
export { BRAND_PALETTES, type BrandPaletteName } from './palettes.ts';
export { contrastRatio, parseHex } from '@fanclub/domain/format';
export { sectionSurfaceVariables } from './section-surface.ts';
