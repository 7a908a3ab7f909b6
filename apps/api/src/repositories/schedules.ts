import type { Schedule } from '@fanclub/domain/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduleCategories, schedules } from '../db/schema/index.ts';
import { iso, isoOrNull } from '../lib/dates.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import { categoryList, publishedItems, filedIn, contentFields } from './published.ts';

export const schedulesRepository = (db: Db, companyId: number) => ({
  ...publishedItems({
    ...filedIn(db, schedules, scheduleCategories),
    visible: () => eq(schedules.companyId, companyId),
    order: [desc(schedules.eventStart), desc(schedules.id)],
    toItem: ({ item, category }, canSeePaid): Schedule =>
      withholdPaid(
        'schedule',
        {
          ...contentFields(item),
          link: item.link,
          category: { id: category.id, name: category.name },
          eventStart: iso(item.eventStart),
          eventEnd: isoOrNull(item.eventEnd),
        },
        canSeePaid,
      ),
  }),
  categories: () => categoryList(db, scheduleCategories, companyId),
});
