/**
 * The generic content types of the console (`contentTypes` of the admin contract) on the fake
 * backend: rows seeded from the demo fixtures by field name, written by the console's one editor.
 */
import {
  contentTypeNames,
  contentTypes,
  type ContentField,
  type ContentRow,
  type ContentType,
} from '@fanclub/domain/admin';
import { db, mockNow } from '../db.ts';

type Row = Record<string, unknown>;

const emptyOf = (field: ContentField): unknown =>
  field.kind === 'status'
    ? 'published'
    : field.kind === 'html'
      ? ''
      : field.kind === 'boolean'
        ? false
        : field.kind === 'integer'
          ? 0
          : field.kind === 'dateTime' && field.required
            ? mockNow()
            : null;

/** A fixture row as the console stores it: each field by its name (or the fans' spelling of it). */
const fromFixture = (type: ContentType, row: Row, index: number): ContentRow => {
  const out: ContentRow = { id: typeof row.id === 'number' ? row.id : index + 1 };
  for (const field of contentTypes[type].fields as readonly ContentField[]) {
    const value =
      field.kind === 'category'
        ? (row.category as { id?: number } | undefined)?.id
        : (row[field.name] ??
          row[field.name.replace(/Url$/, 'URL')] ??
          row[field.name.replace(/Url$/, 'URl')]);
    out[field.name] = value ?? emptyOf(field);
  }
  return out;
};

const fixtureRows = (type: ContentType): Row[] => {
  const rows = (db.content as unknown as Record<string, unknown>)[type];
  return Array.isArray(rows) ? (rows as Row[]) : [];
};

export const seedContent = (): Record<ContentType, ContentRow[]> =>
  Object.fromEntries(
    contentTypeNames.map((type) => [type, fixtureRows(type).map((row, i) => fromFixture(type, row, i))]),
  ) as Record<ContentType, ContentRow[]>;
