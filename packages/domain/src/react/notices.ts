import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.notices;

export const noticesQueryOptions = (client: ApiClient, query: QueryOf<'listNotices'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listNotices, { query }, { signal }),
  });

export const noticeQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => client.request(endpoints.getNotice, { params: { id: toId(id) } }, { signal }),
  });

export const nextNoticeQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.next(id),
    queryFn: ({ signal }) =>
      client.request(endpoints.getNextNotice, { params: { id: toId(id) } }, { signal }),
  });

export const previousNoticeQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.previous(id),
    queryFn: ({ signal }) =>
      client.request(endpoints.getPreviousNotice, { params: { id: toId(id) } }, { signal }),
  });

export const noticeCategoriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: ({ signal }) => client.request(endpoints.listNoticeCategories, {}, { signal }),
  });

export const useNotices = (query?: QueryOf<'listNotices'>) =>
  useQuery(noticesQueryOptions(useApiClient(), query));
export const useNotice = (id: Id) => useQuery(noticeQueryOptions(useApiClient(), id));
export const useNextNotice = (id: Id) => useQuery(nextNoticeQueryOptions(useApiClient(), id));
export const usePreviousNotice = (id: Id) => useQuery(previousNoticeQueryOptions(useApiClient(), id));
export const useNoticeCategories = () => useQuery(noticeCategoriesQueryOptions(useApiClient()));
