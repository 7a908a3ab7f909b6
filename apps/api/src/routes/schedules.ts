import { endpoints } from '@fanclub/domain/contract';
import { schedulesRepository } from '../repositories/schedules.ts';
import { byPaid } from './define.ts';
import { publishedRoutes } from './published.ts';

/** The schedule by category, with paid items gated, and the categories. */
export const scheduleRoutes = publishedRoutes(schedulesRepository, byPaid, {
  list: endpoints.listSchedules,
  get: endpoints.getSchedule,
  categories: endpoints.listScheduleCategories,
});
