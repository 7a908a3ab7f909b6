/**
 * The brand colours as CSS custom properties, for the HTML shell's first paint: the one derivation
 * of @fanclub/domain/format, which the site's runtime theme (packages/ui/src/theme) applies too.
 */
export {
  brandLogoCss,
  brandThemeCss as brandCss,
  brandThemeVariables as brandVariables,
  DEFAULT_BRAND,
} from '@fanclub/domain/format';
