import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.schedules;

export const schedulesQueryOptions = (client: ApiClient, query: QueryOf<'listSchedules'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listSchedules, { query }, { signal }),
  });

export const scheduleQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => client.request(endpoints.getSchedule, { params: { id: toId(id) } }, { signal }),
  });

export const scheduleCategoriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: ({ signal }) => client.request(endpoints.listScheduleCategories, {}, { signal }),
  });

export const useSchedules = (query?: QueryOf<'listSchedules'>) =>
  useQuery(schedulesQueryOptions(useApiClient(), query));
export const useSchedule = (id: Id) => useQuery(scheduleQueryOptions(useApiClient(), id));
export const useScheduleCategories = () => useQuery(scheduleCategoriesQueryOptions(useApiClient()));
