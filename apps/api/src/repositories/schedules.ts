import type { Schedule } from '@fanclub/domain/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduleCategories, schedules } from '../db/schema.ts';
import { iso, isoOrNull } from '../lib/dates.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import { categoryList, publishedItems, windowTotal } from './published.ts';

export const schedulesRepository = (db: Db, companyId: number) => ({
  ...publishedItems({
    db,
    query: () =>
      db
        .select({ item: schedules, category: scheduleCategories, total: windowTotal })
        .from(schedules)
        .innerJoin(scheduleCategories, eq(scheduleCategories.id, schedules.categoryId))
        .$dynamic(),
    table: schedules,
    id: schedules.id,
    visible: () => eq(schedules.companyId, companyId),
    order: [desc(schedules.eventStart), desc(schedules.id)],
    categoryId: schedules.categoryId,
    toItem: ({ item, category }, canSeePaid): Schedule =>
      withholdPaid(
        'schedule',
        {
          id: item.id,
          title: item.title,
          content: item.content,
          imageURL: item.imageUrl,
          link: item.link,
          isPaid: item.isPaid,
          category: { id: category.id, name: category.name },
          eventStart: iso(item.eventStart),
          eventEnd: isoOrNull(item.eventEnd),
        },
        canSeePaid,
      ),
  }),
  categories: () => categoryList(db, scheduleCategories, companyId),
});
