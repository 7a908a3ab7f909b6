import type { Discography } from '@fanclub/domain/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { discographies, discographyCategories } from '../db/schema/index.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import { categoryList, publishedItems, filedIn, contentFields } from './published.ts';

export const discographiesRepository = (db: Db, companyId: number) => ({
  ...publishedItems({
    ...filedIn(db, discographies, discographyCategories),
    visible: () => eq(discographies.companyId, companyId),
    order: [asc(discographies.displayOrder), desc(discographies.releasedAt), desc(discographies.id)],
    toItem: ({ item, category }, canSeePaid): Discography =>
      withholdPaid(
        'discography',
        {
          ...contentFields(item),
          category: { id: category.id, name: category.name },
          isShowPrice: item.isShowPrice,
          purchaseLink: item.purchaseLink,
          streamLink: item.streamLink,
          summary: item.summary,
          taxRate: item.taxRate,
          price: item.price,
        },
        canSeePaid,
      ),
  }),
  categories: () => categoryList(db, discographyCategories, companyId),
});
