import { adminEndpoints, type OrderCsvPart } from '@fanclub/domain/admin';
import type { OrderStatus } from '@fanclub/domain/contract';
import { call } from '../app/api.ts';
import { saveCsv } from '../app/csv.ts';

/**
 * The filtered orders as one CSV file: the server answers a page of orders per part (the first
 * with the BOM and the Japanese headers), asked for one after another until it says there is no
 * next part; the parts are joined and saved.
 */
export const exportOrdersCsv = async (filters: {
  q?: string | undefined;
  status?: OrderStatus | undefined;
}) => {
  const parts: string[] = [];
  let offset: number | null = 0;
  let filename = 'orders.csv';
  while (offset !== null) {
    const part: OrderCsvPart = await call(adminEndpoints.exportAdminOrders, {
      query: { ...filters, limit: 100, offset },
    });
    parts.push(part.csv);
    filename = part.filename;
    offset = part.nextOffset;
  }
  saveCsv({ filename, csv: parts.join('') });
};
