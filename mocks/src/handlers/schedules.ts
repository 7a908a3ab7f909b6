import { db } from '../db.ts';
import { inCategory } from './articles.ts';
import { byIdOr404, handle, page } from './handle.ts';
import { gateContent, newestFirst } from './views.ts';

/** Latest date first, so the upcoming events lead the list and past ones follow. */
const sorted = () => [...db.content.schedules].sort(newestFirst((item) => item.eventStart));

export const schedulesHandlers = {
  listSchedules: handle('listSchedules', ({ query, user }) =>
    page(
      sorted()
        .filter(inCategory(query?.categoryId))
        .map((item) => gateContent(item, user)),
      query,
    ),
  ),
  getSchedule: handle('getSchedule', ({ params, user }) =>
    gateContent(byIdOr404(db.content.schedules, params.id), user),
  ),
  listScheduleCategories: handle('listScheduleCategories', () => page(db.content.scheduleCategories)),
};
