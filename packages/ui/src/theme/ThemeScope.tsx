import type { CSSProperties, ReactNode } from 'react';
import { brandThemeVariables, type BrandColors } from './brand-theme.ts';

/**
 * Brand colours for one part of the page only: previews of several palettes side by side
 * (workshop, an admin's colour preview). Portalled popovers inside will not inherit them.
 */
export function ThemeScope({ webSpec, children }: { webSpec: BrandColors; children: ReactNode }) {
  return <div style={brandThemeVariables(webSpec) as CSSProperties}>{children}</div>;
}
