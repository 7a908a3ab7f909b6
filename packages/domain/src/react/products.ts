import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.products;

export const productsQueryOptions = (client: ApiClient, query: QueryOf<'listProducts'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listProducts, { query }, { signal }),
  });

export const productQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => client.request(endpoints.getProduct, { params: { id: toId(id) } }, { signal }),
  });

export const productCategoriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: ({ signal }) => client.request(endpoints.listProductCategories, {}, { signal }),
  });

export const useProducts = (query?: QueryOf<'listProducts'>) =>
  useQuery(productsQueryOptions(useApiClient(), query));
export const useProduct = (id: Id) => useQuery(productQueryOptions(useApiClient(), id));
export const useProductCategories = () => useQuery(productCategoriesQueryOptions(useApiClient()));
