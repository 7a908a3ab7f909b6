import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.notices;

export const noticesQueryOptions = (client: ApiClient, query: QueryOf<'listNotices'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listNotices, { query });

export const noticeQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getNotice, { params: { id: toId(id) } });

export const nextNoticeQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.next(id), endpoints.getNextNotice, { params: { id: toId(id) } });

export const previousNoticeQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.previous(id), endpoints.getPreviousNotice, { params: { id: toId(id) } });

export const noticeCategoriesQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.categories(), endpoints.listNoticeCategories, {});

export const useNotices = (query?: QueryOf<'listNotices'>) =>
  useQuery(noticesQueryOptions(useApiClient(), query));
export const useNotice = (id: Id) => useQuery(noticeQueryOptions(useApiClient(), id));
export const useNextNotice = (id: Id) => useQuery(nextNoticeQueryOptions(useApiClient(), id));
export const usePreviousNotice = (id: Id) => useQuery(previousNoticeQueryOptions(useApiClient(), id));
export const useNoticeCategories = () => useQuery(noticeCategoriesQueryOptions(useApiClient()));
