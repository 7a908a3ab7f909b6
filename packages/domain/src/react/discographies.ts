import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.discographies;

export const discographiesQueryOptions = (client: ApiClient, query: QueryOf<'listDiscographies'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listDiscographies, { query });

export const discographyQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getDiscography, { params: { id: toId(id) } });

export const discographyCategoriesQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.categories(), endpoints.listDiscographyCategories, {});

export const useDiscographies = (query?: QueryOf<'listDiscographies'>) =>
  useQuery(discographiesQueryOptions(useApiClient(), query));
export const useDiscography = (id: Id) => useQuery(discographyQueryOptions(useApiClient(), id));
export const useDiscographyCategories = () => useQuery(discographyCategoriesQueryOptions(useApiClient()));
