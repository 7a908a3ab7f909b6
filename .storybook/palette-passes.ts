// Every story test also checks its colours on the library's extreme palettes (a very light and a
// very dark brand colour): after the story has rendered and played, with the default palette's
// full axe check done by addon-a11y, the brand's CSS variables are swapped on the document (as the
// site's ThemeProvider writes them) and axe's colour rules run again on what is on the screen.
// The rules that do not read colours (names, roles, structure) give the same answer on any
// palette, so they run once.
import axe from 'axe-core';
import { brandThemeVariables, BRAND_PALETTES, type BrandColors } from '@fanclub/ui/theme';

/** The palettes besides the one the story rendered with; their names as the toolbar shows them. */
const EXTREMES = (['light', 'dark'] as const).map((name) => BRAND_PALETTES[name]);

/** axe's rules whose answer depends on the colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What addon-a11y leaves out of its own run: Storybook's elements. */
const CONTEXT = {
  include: [document.body],
  exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
};

type A11yParameter = { test?: string; disable?: boolean; options?: axe.RunOptions; config?: axe.Spec };

/** Colour transitions (a button's background fading) run to their end before axe reads colours. */
const settle = async () => {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  for (const animation of finite) animation.finish();
};

const describe = (violations: axe.Result[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n  ');

/**
 * Runs axe's colour rules with each extreme palette on the document as the story left it, then
 * puts the story's own colours back. Throws with every violation found, palette by palette.
 */
export async function checkExtremePalettes(a11y: A11yParameter | undefined): Promise<void> {
  if (a11y?.disable === true || a11y?.test === 'off' || a11y?.test === 'todo') return;
  const root = document.documentElement;
  const names = Object.keys(brandThemeVariables(EXTREMES[0]!.colors));
  const before = names.map((name) => [name, root.style.getPropertyValue(name)] as const);
  const failures: string[] = [];
  try {
    for (const palette of EXTREMES) {
      const colors: BrandColors = palette.colors;
      for (const [name, value] of Object.entries(brandThemeVariables(colors))) {
        root.style.setProperty(name, value);
      }
      await settle();
      axe.reset();
      if (a11y?.config) axe.configure(a11y.config);
      const result = await axe.run(CONTEXT, {
        ...a11y?.options,
        runOnly: { type: 'rule', values: COLOUR_RULES },
      });
      if (result.violations.length > 0) {
        failures.push(`${palette.label} ${colors.mainColor}:\n  ${describe(result.violations)}`);
      }
    }
  } finally {
    for (const [name, value] of before) {
      if (value) root.style.setProperty(name, value);
      else root.style.removeProperty(name);
    }
  }
  if (failures.length > 0) {
    throw new Error(`ブランドカラーを変えると読みにくくなる箇所があります（axe）\n${failures.join('\n')}`);
  }
}
