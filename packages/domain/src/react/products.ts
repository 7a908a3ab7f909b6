import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.products;

export const productsQueryOptions = (client: ApiClient, query: QueryOf<'listProducts'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listProducts, { query });

export const productQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getProduct, { params: { id: toId(id) } });

export const productCategoriesQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.categories(), endpoints.listProductCategories, {});

export const useProducts = (query?: QueryOf<'listProducts'>) =>
  useQuery(productsQueryOptions(useApiClient(), query));
export const useProduct = (id: Id) => useQuery(productQueryOptions(useApiClient(), id));
export const useProductCategories = () => useQuery(productCategoriesQueryOptions(useApiClient()));
