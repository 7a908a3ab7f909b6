import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF and quotes what must be quoted', () => {
    const csv = toCsv(
      ['順位', '候補者'],
      [
        [1, '山田, "花子"'],
        [2, null],
      ],
    );
    expect(csv).toBe('\uFEFF順位,候補者\r\n1,"山田, ""花子"""\r\n2,\r\n');
  });

  it('keeps a cell that looks like a formula from running as one', () => {
    expect(toCsv(['名前'], [['=HYPERLINK("x")'], ['-1'], [-1]])).toBe(
      '\uFEFF名前\r\n"\'=HYPERLINK(""x"")"\r\n\'-1\r\n-1\r\n',
    );
  });
});
