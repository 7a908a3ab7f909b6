import { useLayoutEffect, type ReactNode } from 'react';
import { applyBrandTheme, brandThemeVariables, type BrandColors } from './brand-theme.ts';

type ThemeProviderProps = {
  /** The web specification (only mainColor and secondaryColor are read). */
  webSpec: BrandColors;
  children: ReactNode;
};

/**
 * Applies the brand colours to the document root rather than a wrapper element, because popovers,
 * menus and toasts render in portals outside any wrapper and must be branded too. On unmount the
 * root gets back the values it had, so the next page (or story) never inherits this brand.
 */
export function ThemeProvider({ webSpec, children }: ThemeProviderProps) {
  const { mainColor, secondaryColor } = webSpec;
  useLayoutEffect(() => {
    const root = document.documentElement;
    const names = Object.keys(brandThemeVariables({ mainColor, secondaryColor }));
    const before = names.map((name) => [name, root.style.getPropertyValue(name)] as const);
    applyBrandTheme({ mainColor, secondaryColor });
    return () => {
      for (const [name, value] of before) {
        if (value) root.style.setProperty(name, value);
        else root.style.removeProperty(name);
      }
    };
  }, [mainColor, secondaryColor]);
  return children;
}
