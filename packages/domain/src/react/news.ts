import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.news;

export const newsListQueryOptions = (client: ApiClient, query: QueryOf<'listNews'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listNews, { query });

export const newsQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getNews, { params: { id: toId(id) } });

export const nextNewsQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.next(id), endpoints.getNextNews, { params: { id: toId(id) } });

export const previousNewsQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.previous(id), endpoints.getPreviousNews, { params: { id: toId(id) } });

export const newsCategoriesQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.categories(), endpoints.listNewsCategories, {});

export const useNewsList = (query?: QueryOf<'listNews'>) =>
  useQuery(newsListQueryOptions(useApiClient(), query));
export const useNews = (id: Id) => useQuery(newsQueryOptions(useApiClient(), id));
export const useNextNews = (id: Id) => useQuery(nextNewsQueryOptions(useApiClient(), id));
export const usePreviousNews = (id: Id) => useQuery(previousNewsQueryOptions(useApiClient(), id));
export const useNewsCategories = () => useQuery(newsCategoriesQueryOptions(useApiClient()));
