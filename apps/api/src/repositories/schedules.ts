import type { Schedule } from '@fanclub/domain/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduleCategories, schedules } from '../db/schema.ts';
import { iso, isoOrNull } from '../lib/dates.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import type { Page } from './paging.ts';
import { categoryList, pageOf, windowTotal } from './published.ts';

export const schedulesRepository = (db: Db, companyId: number) => {
  const scheduleQuery = () =>
    db
      .select({ item: schedules, category: scheduleCategories, total: windowTotal })
      .from(schedules)
      .innerJoin(scheduleCategories, eq(scheduleCategories.id, schedules.categoryId))
      .$dynamic();
  type ScheduleRow = Awaited<ReturnType<typeof scheduleQuery>>[number];
  const toSchedule = ({ item, category }: ScheduleRow, canSeePaid: boolean): Schedule =>
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
    );

  return {
    list: (page: Page, categoryId: number | undefined, canSeePaid: boolean) =>
      pageOf(
        db,
        scheduleQuery(),
        {
          table: schedules,
          where: and(
            eq(schedules.companyId, companyId),
            categoryId ? eq(schedules.categoryId, categoryId) : undefined,
          ),
          order: [desc(schedules.eventStart), desc(schedules.id)],
        },
        page,
        (r) => toSchedule(r, canSeePaid),
      ),
    get: async (id: number, canSeePaid: boolean) => {
      const [row] = await scheduleQuery().where(
        and(eq(schedules.companyId, companyId), eq(schedules.id, id)),
      );
      return row ? toSchedule(row, canSeePaid) : null;
    },
    categories: () => categoryList(db, scheduleCategories, companyId),
  };
};
