import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.schedules;

export const schedulesQueryOptions = (client: ApiClient, query: QueryOf<'listSchedules'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listSchedules, { query });

export const scheduleQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getSchedule, { params: { id: toId(id) } });

export const scheduleCategoriesQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.categories(), endpoints.listScheduleCategories, {});

export const useSchedules = (query?: QueryOf<'listSchedules'>) =>
  useQuery(schedulesQueryOptions(useApiClient(), query));
export const useSchedule = (id: Id) => useQuery(scheduleQueryOptions(useApiClient(), id));
export const useScheduleCategories = () => useQuery(scheduleCategoriesQueryOptions(useApiClient()));
