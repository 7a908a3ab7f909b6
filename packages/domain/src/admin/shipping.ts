/**
 * Shipping in the console: a status change on several orders at once, and tracking numbers taken
 * from a carrier's CSV (order number, tracking number, optionally the carrier). Both are all or
 * nothing: one order that may not move keeps every other as it was. The CSV is read here, so the
 * console's preview, the server and the Storybook mocks read a file the same way.
 */
import { z } from 'zod';
import { shippingCarrierSchema, type ShippingCarrier } from '../contract/entities.ts';
import { idField } from '../contract/fields.ts';
import { adminResource } from './define.ts';

export const shippingMessages = {
  bulkNone: '注文を1件以上選んでください。',
  bulkTooMany: '一度に変更できる注文は100件までです。',
  bulkStatus:
    '一括で変更できるのは「発送準備中」と「お届け済み」です。発送済みにするには追跡番号のCSV取り込みをご利用ください。',
  bulkRefused: (count: number) => `変更できない注文が${count}件あるため、どの注文も変更しませんでした。`,
  bulkOrderRefused: (id: number, from: string, to: string) =>
    `注文 ${id}: 「${from}」から「${to}」には変更できません。`,
  bulkDone: (count: number, to: string) => `${count}件の注文を「${to}」にしました。`,
  csvEmpty: 'CSVに取り込む行がありません。',
  csvTooLarge: 'CSVは1,000行までにしてください。',
  csvColumns: '注文番号と追跡番号の列が見つかりません。1列目に注文番号、2列目に追跡番号を入れてください。',
  orderNumberMissing: '注文番号がありません。',
  orderUnknown: (number: string) => `注文番号「${number}」の注文が見つかりません。`,
  notShippable: (status: string) => `「${status}」の注文は発送済みにできません。`,
  trackingMissing: '追跡番号がありません。',
  trackingInvalid: '追跡番号は半角の英数字とハイフンで、8〜30文字にしてください。',
  carrierUnknown: (name: string) =>
    `配送業者「${name}」は扱えません。ヤマト運輸・佐川急便・日本郵便・その他のいずれかにしてください。`,
  duplicate: (line: number) => `${line}行目と同じ注文番号です。`,
  importRefused: (count: number) => `エラーのある行が${count}行あるため、取り込みませんでした。`,
  importDone: (count: number) => `${count}件の注文を発送済みにし、発送のお知らせメールを送りました。`,
} as const;

/** What a bulk change may move orders to: shipping needs each order's own tracking number. */
export const bulkOrderStatuses = ['preparing', 'delivered'] as const;

export const bulkOrderStatusBody = z.object({
  ids: z.array(idField).min(1, shippingMessages.bulkNone).max(100, shippingMessages.bulkTooMany),
  status: z.enum(bulkOrderStatuses, { message: shippingMessages.bulkStatus }),
});

export const bulkOrderStatusResponse = z.object({
  message: z.string(),
  count: z.number().int().nonnegative(),
});

export const trackingImportBody = z.object({
  /** The file's text (the console decodes UTF-8, with or without BOM, or Shift_JIS). */
  csv: z
    .string(shippingMessages.csvEmpty)
    .max(200_000, shippingMessages.csvTooLarge)
    .refine((text) => text.trim() !== '', shippingMessages.csvEmpty),
  /** The carrier of rows whose file has no carrier column. */
  carrier: z.enum(shippingCarrierSchema.options, { message: '配送業者を選んでください。' }),
});

export const trackingImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1 when there is one). */
  line: z.number().int().positive(),
  orderNumber: z.string(),
  trackingNumber: z.string(),
  carrier: shippingCarrierSchema.nullable(),
  orderId: z.number().int().positive().nullable(),
  memberName: z.string().nullable(),
  /** The row's problems in Japanese; none means it will be applied. */
  errors: z.array(z.string()),
});

export const trackingImportPreviewSchema = z.object({
  rows: z.array(trackingImportRowSchema),
  /** A problem of the whole file (no columns found, too many rows), else null. */
  fileError: z.string().nullable(),
  valid: z.number().int().nonnegative(),
  invalid: z.number().int().nonnegative(),
});

export const trackingImportResultSchema = z.object({
  message: z.string(),
  count: z.number().int().nonnegative(),
});

const orders = adminResource('adminOrders', 'shop', 'orders');

export const shippingEndpoints = {
  bulkChangeOrderStatus: orders.write(
    'POST',
    '/bulk-status',
    'Moves several orders to 発送準備中 or お届け済み in one transaction: all or none',
    { body: bulkOrderStatusBody, response: bulkOrderStatusResponse, errors: [404, 409] },
  ),
  previewTrackingImport: orders.write(
    'POST',
    '/tracking-import/preview',
    'Reads a carrier CSV of order and tracking numbers: each row with its order or its errors, nothing changed',
    { body: trackingImportBody, response: trackingImportPreviewSchema },
  ),
  applyTrackingImport: orders.write(
    'POST',
    '/tracking-import',
    'Marks every order of a carrier CSV shipped with its tracking number and mails each fan; refused whole when any row has an error',
    { body: trackingImportBody, response: trackingImportResultSchema, errors: [409] },
  ),
} as const;

export type TrackingImportRow = z.infer<typeof trackingImportRowSchema>;
export type TrackingImportPreview = z.infer<typeof trackingImportPreviewSchema>;

/** Carrier names as the carriers' systems and operators write them. */
const CARRIER_NAMES: readonly [RegExp, ShippingCarrier][] = [
  [/^(yamato|ヤマト|ヤマト運輸|クロネコ|クロネコヤマト|宅急便)$/i, 'yamato'],
  [/^(sagawa|佐川|佐川急便|飛脚宅配便)$/i, 'sagawa'],
  [/^(japan_?post|日本郵便|ゆうパック|ゆうパケット|郵便|jp)$/i, 'japan_post'],
  [/^(other|その他|その他の配送業者)$/i, 'other'],
];

export const carrierFromName = (name: string): ShippingCarrier | null => {
  const plain = name.normalize('NFKC').replace(/\s/g, '');
  return CARRIER_NAMES.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
};

/** A tracking number as carriers print it: digits and letters, hyphens allowed, 8–30 characters. */
export const validTrackingNumber = (value: string) =>
  /^[0-9A-Za-z][0-9A-Za-z-]{6,28}[0-9A-Za-z]$/.test(value);

/** Splits CSV text into rows of cells (quotes, doubled quotes, CRLF or LF, a leading BOM). */
export const csvCells = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};

const HEADER_NAMES = {
  orderNumber: /^(注文番号|受注番号|お客様管理番号|ordernumber|order_number|order)$/i,
  trackingNumber:
    /^(追跡番号|伝票番号|送り状番号|お問い合わせ番号|お問合せ番号|問い合わせ番号|trackingnumber|tracking_number|tracking)$/i,
  carrier: /^(配送業者|運送会社|配送会社|carrier)$/i,
};

export interface TrackingCsvRow {
  line: number;
  orderNumber: string;
  trackingNumber: string;
  /** The carrier the row names, else the default; null when the name is unknown. */
  carrier: ShippingCarrier | null;
  /** Problems found in the file alone (the server adds those of the orders). */
  errors: string[];
}

/**
 * The rows of a tracking CSV, each checked on its own and against the rows above it. A first row
 * whose cells are column names (注文番号, 追跡番号 or 伝票番号, 配送業者) says where each column is;
 * without one, the order number is the first column, the tracking number the second and the
 * carrier, when there is one, the third. Blank lines are skipped.
 */
export const parseTrackingCsv = (
  text: string,
  defaultCarrier: ShippingCarrier,
): { rows: TrackingCsvRow[]; fileError: string | null } => {
  const all = csvCells(text);
  const first = (all[0] ?? []).map((c) => c.normalize('NFKC').replace(/\s/g, ''));
  const at = (pattern: RegExp) => first.findIndex((c) => pattern.test(c));
  const header = at(HEADER_NAMES.orderNumber) >= 0 || at(HEADER_NAMES.trackingNumber) >= 0;
  const columns = header
    ? {
        orderNumber: at(HEADER_NAMES.orderNumber),
        trackingNumber: at(HEADER_NAMES.trackingNumber),
        carrier: at(HEADER_NAMES.carrier),
      }
    : { orderNumber: 0, trackingNumber: 1, carrier: 2 };
  if (columns.orderNumber < 0 || columns.trackingNumber < 0)
    return { rows: [], fileError: shippingMessages.csvColumns };
  const body = all
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(header ? 1 : 0)
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (body.length === 0) return { rows: [], fileError: shippingMessages.csvEmpty };
  if (body.length > 1000) return { rows: [], fileError: shippingMessages.csvTooLarge };
  const seen = new Map<string, number>();
  const rows = body.map(({ cells, line }) => {
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').normalize('NFKC').trim() : '');
    const orderNumber = cell(columns.orderNumber).toUpperCase();
    const trackingNumber = cell(columns.trackingNumber);
    const carrierName = cell(columns.carrier);
    const carrier = carrierName ? carrierFromName(carrierName) : defaultCarrier;
    const errors: string[] = [];
    if (!orderNumber) errors.push(shippingMessages.orderNumberMissing);
    if (!trackingNumber) errors.push(shippingMessages.trackingMissing);
    else if (!validTrackingNumber(trackingNumber)) errors.push(shippingMessages.trackingInvalid);
    if (!carrier) errors.push(shippingMessages.carrierUnknown(carrierName));
    const earlier = orderNumber ? seen.get(orderNumber) : undefined;
    if (earlier !== undefined) errors.push(shippingMessages.duplicate(earlier));
    else if (orderNumber) seen.set(orderNumber, line);
    return { line, orderNumber, trackingNumber, carrier, errors };
  });
  return { rows, fileError: null };
};

/** The text of a CSV file's bytes: UTF-8 (with or without BOM), else Shift_JIS as Excel saves it. */
export const decodeCsvBytes = (bytes: Uint8Array): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
};
