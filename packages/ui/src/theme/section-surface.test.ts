import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from '@fanclub/domain/format';
import { sectionSurfaceVariables } from './section-surface.ts';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('sectionSurfaceVariables', () => {
  it('puts light text on a dark section colour and dark text on a light one', () => {
    expect(sectionSurfaceVariables('#2B2540')?.['--color-text']).toBe('#ffffff');
    expect(sectionSurfaceVariables('#FBFAFE')?.['--color-text']).toBe('#1f1f1f');
  });

  it.each(['#2B2540', '#FBFAFE', '#E889AE', '#5B4BC4', '#FFFF00', '#000000'])(
    'keeps text and muted text at 4.5:1 or more on %s',
    (colour) => {
      const vars = sectionSurfaceVariables(colour)!;
      expect(ratio(vars['--color-text']!, colour)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(vars['--color-text-muted']!, colour)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives nothing for a missing or malformed colour', () => {
    expect(sectionSurfaceVariables(null)).toBeUndefined();
    expect(sectionSurfaceVariables('')).toBeUndefined();
    expect(sectionSurfaceVariables('red; background: url(x)')).toBeUndefined();
  });
});
