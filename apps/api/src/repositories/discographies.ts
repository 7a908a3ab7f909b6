import type { Discography } from '@fanclub/domain/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { discographies, discographyCategories } from '../db/schema.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import { categoryList, publishedItems, windowTotal } from './published.ts';

export const discographiesRepository = (db: Db, companyId: number) => ({
  ...publishedItems({
    db,
    query: () =>
      db
        .select({ item: discographies, category: discographyCategories, total: windowTotal })
        .from(discographies)
        .innerJoin(discographyCategories, eq(discographyCategories.id, discographies.categoryId))
        .$dynamic(),
    table: discographies,
    id: discographies.id,
    visible: () => eq(discographies.companyId, companyId),
    order: [asc(discographies.displayOrder), desc(discographies.releasedAt), desc(discographies.id)],
    categoryId: discographies.categoryId,
    toItem: ({ item, category }, canSeePaid): Discography =>
      withholdPaid(
        'discography',
        {
          id: item.id,
          title: item.title,
          content: item.content,
          category: { id: category.id, name: category.name },
          isShowPrice: item.isShowPrice,
          isPaid: item.isPaid,
          purchaseLink: item.purchaseLink,
          streamLink: item.streamLink,
          summary: item.summary,
          taxRate: item.taxRate,
          price: item.price,
          imageURL: item.imageUrl,
        },
        canSeePaid,
      ),
  }),
  categories: () => categoryList(db, discographyCategories, companyId),
});
