import { queryKeys } from './query-keys.ts';
import { fixedQuery, itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.schedules;

export const [schedulesQueryOptions, useSchedules] = listQuery('listSchedules', keys.list);
export const [scheduleQueryOptions, useSchedule] = itemQuery('getSchedule', keys.detail);
export const [scheduleCategoriesQueryOptions, useScheduleCategories] = fixedQuery(
  'listScheduleCategories',
  keys.categories,
);
