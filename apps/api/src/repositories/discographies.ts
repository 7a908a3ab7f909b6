import type { Discography } from '@fanclub/domain/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { discographies, discographyCategories } from '../db/schema.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import type { Page } from './paging.ts';
import { categoryList, pageOf, windowTotal } from './published.ts';

export const discographiesRepository = (db: Db, companyId: number) => {
  const discographyQuery = () =>
    db
      .select({ item: discographies, category: discographyCategories, total: windowTotal })
      .from(discographies)
      .innerJoin(discographyCategories, eq(discographyCategories.id, discographies.categoryId))
      .$dynamic();
  type DiscographyRow = Awaited<ReturnType<typeof discographyQuery>>[number];
  const toDiscography = ({ item, category }: DiscographyRow, canSeePaid: boolean): Discography =>
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
    );

  return {
    list: (page: Page, categoryId: number | undefined, canSeePaid: boolean) =>
      pageOf(
        db,
        discographyQuery(),
        {
          table: discographies,
          where: and(
            eq(discographies.companyId, companyId),
            categoryId ? eq(discographies.categoryId, categoryId) : undefined,
          ),
          order: [asc(discographies.displayOrder), desc(discographies.releasedAt), desc(discographies.id)],
        },
        page,
        (r) => toDiscography(r, canSeePaid),
      ),
    get: async (id: number, canSeePaid: boolean) => {
      const [row] = await discographyQuery().where(
        and(eq(discographies.companyId, companyId), eq(discographies.id, id)),
      );
      return row ? toDiscography(row, canSeePaid) : null;
    },
    categories: () => categoryList(db, discographyCategories, companyId),
  };
};
