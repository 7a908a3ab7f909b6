import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.news;

export const newsListQueryOptions = (client: ApiClient, query: QueryOf<'listNews'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listNews, { query }, { signal }),
  });

export const newsQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => client.request(endpoints.getNews, { params: { id: toId(id) } }, { signal }),
  });

export const nextNewsQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.next(id),
    queryFn: ({ signal }) => client.request(endpoints.getNextNews, { params: { id: toId(id) } }, { signal }),
  });

export const previousNewsQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.previous(id),
    queryFn: ({ signal }) =>
      client.request(endpoints.getPreviousNews, { params: { id: toId(id) } }, { signal }),
  });

export const newsCategoriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: ({ signal }) => client.request(endpoints.listNewsCategories, {}, { signal }),
  });

export const useNewsList = (query?: QueryOf<'listNews'>) =>
  useQuery(newsListQueryOptions(useApiClient(), query));
export const useNews = (id: Id) => useQuery(newsQueryOptions(useApiClient(), id));
export const useNextNews = (id: Id) => useQuery(nextNewsQueryOptions(useApiClient(), id));
export const usePreviousNews = (id: Id) => useQuery(previousNewsQueryOptions(useApiClient(), id));
export const useNewsCategories = () => useQuery(newsCategoriesQueryOptions(useApiClient()));
