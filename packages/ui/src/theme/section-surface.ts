import { bestTextOn, ensureContrast, mix, parseHex, toHex } from '@fanclub/domain/format';

const INK = { r: 0x1f, g: 0x1f, b: 0x1f };
const PAPER = { r: 0xff, g: 0xff, b: 0xff };

/**
 * Custom properties for a part of the page painted in one of the web specification's section
 * colours (spec section 3, `sections.footer.color` and the like): the surface itself, a text colour
 * chosen by contrast and a muted text that still reaches 4.5:1, so a light or a dark section colour
 * stays readable. Undefined when the colour is missing or not a hex colour (the theme's own surface
 * then applies).
 */
export function sectionSurfaceVariables(
  colour: string | null | undefined,
): Record<`--${string}`, string> | undefined {
  const surface = colour ? parseHex(colour) : null;
  if (!surface) return undefined;
  const text = bestTextOn(surface, [INK, PAPER]);
  const muted = ensureContrast(mix(text, surface, 0.3), surface, 4.5);
  return {
    '--color-surface': toHex(surface),
    '--color-text': toHex(text),
    '--color-text-muted': toHex(muted),
  };
}
