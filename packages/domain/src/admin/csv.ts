/**
 * The console's CSV exports: UTF-8 with a byte-order mark (so spreadsheet software opens the
 * Japanese headers and names as UTF-8), CRLF line ends, every cell quoted when it must be. A cell
 * that a spreadsheet would run as a formula (= + - @ and tab/CR at its start) is prefixed with an
 * apostrophe, so an exported name cannot become a formula on the operator's machine.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'はい' : 'いいえ') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows only (each ending in CRLF): the later parts of an export that comes a page at a time. */
export const csvRows = (rows: readonly (readonly CsvCell[])[]): string =>
  rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');

export const toCsv = (headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  `\uFEFF${csvRows([headers, ...rows])}`;
