import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { ads, topComponents, topics, topImages } from '../db/schema/index.ts';
import { listRows } from './paging.ts';

type OrderedTable = PgTable & { companyId: PgColumn; displayOrder: PgColumn; id: PgColumn };

/** What the home page lists: topics, its sections, the first-view images and the ads. */
export const homeRepository = (db: Db, companyId: number) => {
  /** The company's rows of a home list, in their display order. */
  const ordered = <T extends OrderedTable, R>(table: T, map: (row: T['$inferSelect']) => R) =>
    listRows(db, table, eq(table.companyId, companyId), [asc(table.displayOrder), asc(table.id)], map);
  return {
    topics: () =>
      ordered(topics, (r) => ({
        id: r.id,
        title: r.title,
        imageURL: r.imageUrl,
        link: r.link,
        displayOrder: r.displayOrder,
      })),
    topComponents: () =>
      ordered(topComponents, (r) => ({
        id: r.id,
        displayOrder: r.displayOrder,
        name: r.name,
        key: r.key,
        isDisplay: r.isDisplay,
        fontStyle: r.fontStyle,
      })),
    topImages: () => ordered(topImages, (r) => ({ id: r.id, url: r.url, displayOrder: r.displayOrder })),
    ads: () => ordered(ads, (r) => ({ id: r.id, title: r.title, link: r.link, imageURL: r.imageUrl })),
  };
};
