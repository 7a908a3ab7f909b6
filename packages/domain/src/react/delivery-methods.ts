import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.deliveryMethods;

export const deliveryMethodsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.list(),
    queryFn: ({ signal }) => client.request(endpoints.listDeliveryMethods, {}, { signal }),
  });

export const deliveryMethodQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      client.request(endpoints.getDeliveryMethod, { params: { id: toId(id) } }, { signal }),
  });

export const useDeliveryMethods = () => useQuery(deliveryMethodsQueryOptions(useApiClient()));
export const useDeliveryMethod = (id: Id) => useQuery(deliveryMethodQueryOptions(useApiClient(), id));
