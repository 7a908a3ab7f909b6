import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.deliveryMethods;

export const deliveryMethodsQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.list(), endpoints.listDeliveryMethods, {});

export const deliveryMethodQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getDeliveryMethod, { params: { id: toId(id) } });

export const useDeliveryMethods = () => useQuery(deliveryMethodsQueryOptions(useApiClient()));
export const useDeliveryMethod = (id: Id) => useQuery(deliveryMethodQueryOptions(useApiClient(), id));

/** What checkout offers beside cards (konbini with its fee and deadline), from the server's configuration. */
export const paymentOptionsQueryOptions = (client: ApiClient) =>
  endpointQuery(client, queryKeys.paymentOptions.all, endpoints.getPaymentOptions, {});
export const usePaymentOptions = () => useQuery(paymentOptionsQueryOptions(useApiClient()));
