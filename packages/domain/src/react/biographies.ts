import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.biographies;

export const biographiesQueryOptions = (client: ApiClient, query: QueryOf<'listBiographies'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listBiographies, { query }, { signal }),
  });

export const biographyQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => client.request(endpoints.getBiography, { params: { id: toId(id) } }, { signal }),
  });

export const useBiographies = (query?: QueryOf<'listBiographies'>) =>
  useQuery(biographiesQueryOptions(useApiClient(), query));
export const useBiography = (id: Id) => useQuery(biographyQueryOptions(useApiClient(), id));
