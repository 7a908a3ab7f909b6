import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.discographies;

export const discographiesQueryOptions = (client: ApiClient, query: QueryOf<'listDiscographies'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listDiscographies, { query }, { signal }),
  });

export const discographyQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      client.request(endpoints.getDiscography, { params: { id: toId(id) } }, { signal }),
  });

export const discographyCategoriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: ({ signal }) => client.request(endpoints.listDiscographyCategories, {}, { signal }),
  });

export const useDiscographies = (query?: QueryOf<'listDiscographies'>) =>
  useQuery(discographiesQueryOptions(useApiClient(), query));
export const useDiscography = (id: Id) => useQuery(discographyQueryOptions(useApiClient(), id));
export const useDiscographyCategories = () => useQuery(discographyCategoriesQueryOptions(useApiClient()));
