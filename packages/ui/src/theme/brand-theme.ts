// The brand variables at runtime. The colour maths lives in @fanclub/domain/format, which the API's
// HTML shell also uses for the first paint, so both always derive the same colours.
import { brandThemeVariables, type BrandColors } from '@fanclub/domain/format';

export {
  brandThemeCss,
  brandThemeVariables,
  DEFAULT_BRAND,
  MAIN_HOVER_LIGHTER,
  SECONDARY_HOVER_LIGHTER,
  type BrandColors,
} from '@fanclub/domain/format';

/** Writes the brand variables onto an element (the document root by default). */
export function applyBrandTheme(colors: BrandColors, target?: HTMLElement): void {
  const element = target ?? document.documentElement;
  for (const [name, value] of Object.entries(brandThemeVariables(colors))) {
    element.style.setProperty(name, value);
  }
}
