import { useLayoutEffect, type ReactNode } from 'react';
import { applyBrandTheme, type BrandColors } from './brand-theme.ts';

type ThemeProviderProps = {
  /** The web specification (only mainColor and secondaryColor are read). */
  webSpec: BrandColors;
  children: ReactNode;
};

/**
 * Applies the brand colours to the document root rather than a wrapper element, because popovers,
 * menus and toasts render in portals outside any wrapper and must be branded too.
 */
export function ThemeProvider({ webSpec, children }: ThemeProviderProps) {
  const { mainColor, secondaryColor } = webSpec;
  useLayoutEffect(() => {
    applyBrandTheme({ mainColor, secondaryColor });
  }, [mainColor, secondaryColor]);
  return children;
}
