import type { CsvExport } from '@fanclub/domain/admin';

/** Saves a CSV export the server made (UTF-8 with its BOM, Japanese headers) as a file. */
export const saveCsv = ({ filename, csv }: CsvExport) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
