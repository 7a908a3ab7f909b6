import { readFileSync } from 'node:fs';
import { brandThemeVariables, DEFAULT_BRAND, INK_BACKGROUNDS } from '@fanclub/domain/format';
import { describe, expect, it } from 'vitest';

// tokens.css holds the values an unthemed page paints with; they must be what the one brand
// derivation gives for the default colours, and the backgrounds it checks ink against must be the
// ones the tokens paint.
const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const declared = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{3,6})\\s*;`, 'i').exec(tokens)?.[1];

describe('tokens.css', () => {
  it('declares the default brand palette as the one derivation computes it', () => {
    for (const [name, value] of Object.entries(brandThemeVariables(DEFAULT_BRAND))) {
      expect(declared(name), name).toBe(value);
    }
  });

  it('paints the surfaces the brand ink is checked against', () => {
    for (const [name, value] of Object.entries(INK_BACKGROUNDS)) {
      expect(declared(name), name).toBe(value);
    }
  });
});
