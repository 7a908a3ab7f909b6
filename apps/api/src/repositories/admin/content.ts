import { contentTypes, type ContentField, type ContentRow, type ContentType } from '@fanclub/domain/admin';
import { and, asc, count, desc, eq, getTableColumns, ilike } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  ads,
  biographies,
  blogs,
  companyPages,
  discographies,
  faqs,
  musicVideos,
  notices,
  profiles,
  schedules,
  topComponents,
  topics,
  topImages,
  vlogs,
} from '../../db/schema/index.ts';
import type { Page } from '../paging.ts';
import { categoryTableOf } from './categories.ts';
import { containing } from './operators.ts';

/** Where each content type of the contract is stored; its fields are the table's columns. */
const tables: Record<ContentType, PgTable> = {
  blogs,
  notices,
  schedules,
  discographies,
  topics,
  biographies,
  profiles,
  musicVideos,
  vlogs,
  faqs,
  topImages,
  topComponents,
  ads,
  companyPages,
};

type Values = Record<string, unknown>;

/**
 * One repository for every type of `contentTypes`: the contract names the fields, this file only
 * knows which table holds each type. Dates travel as ISO strings and are stored as timestamps.
 */
export const adminContentRepository = (db: Db, companyId: number, type: ContentType) => {
  const table = tables[type];
  const def = contentTypes[type];
  const fields = def.fields as readonly ContentField[];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const col = (name: string) => columns[name]!;
  const mine = eq(col('companyId'), companyId);
  const byId = (id: number) => and(mine, eq(col('id'), id));

  const toRow = (row: Values): ContentRow => {
    const out: ContentRow = { id: row.id as number };
    for (const field of fields) {
      const value = row[field.name];
      out[field.name] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    return out;
  };
  const toColumns = (values: Values): Values =>
    Object.fromEntries(
      fields.map((field) => {
        const value = values[field.name];
        return [
          field.name,
          field.kind === 'dateTime' && typeof value === 'string' ? new Date(value) : (value ?? null),
        ];
      }),
    );

  return {
    list: async (
      page: Page,
      filter: { q?: string | null | undefined; sortDir?: 'asc' | 'desc' | undefined },
    ) => {
      const where = and(mine, filter.q ? ilike(col(def.titleField), containing(filter.q)) : undefined);
      const dir = (filter.sortDir ?? def.sortDir) === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(dir(col(def.sortField)), dir(col('id')))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { data: (rows as Values[]).map(toRow), total: total?.n ?? 0 };
    },
    get: async (id: number, tx: DbOrTx = db) => {
      const [row] = await tx.select().from(table).where(byId(id));
      return row ? toRow(row as Values) : null;
    },
    categoryExists: async (id: number, tx: DbOrTx = db) => {
      const categories = categoryTableOf(type);
      if (!categories) return true;
      const c = getTableColumns(categories) as Record<string, PgColumn>;
      const [row] = await tx
        .select({ id: c.id! })
        .from(categories)
        .where(and(eq(c.companyId!, companyId), eq(c.id!, id)));
      return Boolean(row);
    },
    insert: async (values: Values, tx: DbOrTx = db) => {
      const [row] = await tx
        .insert(table)
        .values({ companyId, ...toColumns(values) })
        .returning({ id: col('id') });
      return row!.id as number;
    },
    update: async (id: number, values: Values, tx: DbOrTx = db) => {
      const rows = await tx
        .update(table)
        .set(toColumns(values))
        .where(byId(id))
        .returning({ id: col('id') });
      return rows.length > 0;
    },
    remove: async (id: number, tx: DbOrTx = db) => {
      const rows = await tx
        .delete(table)
        .where(byId(id))
        .returning({ id: col('id') });
      return rows.length > 0;
    },
  };
};
