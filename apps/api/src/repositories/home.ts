import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ads, topComponents, topics, topImages } from '../db/schema.ts';
import { listRows } from './paging.ts';

/** What the home page lists: topics, its sections, the first-view images and the ads. */
export const homeRepository = (db: Db, companyId: number) => ({
  topics: () =>
    listRows(
      db,
      topics,
      eq(topics.companyId, companyId),
      [asc(topics.displayOrder), asc(topics.id)],
      (r) => ({
        id: r.id,
        title: r.title,
        imageURL: r.imageUrl,
        link: r.link,
        displayOrder: r.displayOrder,
      }),
    ),
  topComponents: () =>
    listRows(
      db,
      topComponents,
      eq(topComponents.companyId, companyId),
      [asc(topComponents.displayOrder), asc(topComponents.id)],
      (r) => ({
        id: r.id,
        displayOrder: r.displayOrder,
        name: r.name,
        key: r.key,
        isDisplay: r.isDisplay,
        fontStyle: r.fontStyle,
      }),
    ),
  topImages: () =>
    listRows(
      db,
      topImages,
      eq(topImages.companyId, companyId),
      [asc(topImages.displayOrder), asc(topImages.id)],
      (r) => ({ id: r.id, url: r.url, displayOrder: r.displayOrder }),
    ),
  ads: () =>
    listRows(db, ads, eq(ads.companyId, companyId), [asc(ads.displayOrder), asc(ads.id)], (r) => ({
      id: r.id,
      title: r.title,
      link: r.link,
      imageURL: r.imageUrl,
    })),
});
