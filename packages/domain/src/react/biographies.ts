import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.biographies;

export const biographiesQueryOptions = (client: ApiClient, query: QueryOf<'listBiographies'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listBiographies, { query });

export const biographyQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getBiography, { params: { id: toId(id) } });

export const useBiographies = (query?: QueryOf<'listBiographies'>) =>
  useQuery(biographiesQueryOptions(useApiClient(), query));
export const useBiography = (id: Id) => useQuery(biographyQueryOptions(useApiClient(), id));
