import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiMutation } from './api-mutation.ts';
import { toId } from './hook-helpers.ts';
import type {
  BodyOf,
  Id,
  MutationHookOptions,
  QueryOf,
  ResponseOf,
  SignedInOptions,
} from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.orders;

export const ordersQueryOptions = (client: ApiClient, query: QueryOf<'listOrders'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listOrders, { query });

export const orderQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getOrder, { params: { id: toId(id) } });

/** A placed order empties the cart, adds to the history and takes stock from the products. */
const afterOrder = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  ]);

type OrderBody = BodyOf<'createOrder'>;

export const useOrders = (query?: QueryOf<'listOrders'>, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...ordersQueryOptions(useApiClient(), query), enabled });
export const useOrder = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...orderQueryOptions(useApiClient(), id), enabled });

export const useCreateOrder = (options?: MutationHookOptions<ResponseOf<'createOrder'>, OrderBody>) =>
  useApiMutation((client, body) => client.request(endpoints.createOrder, { body }), options, afterOrder);

// The 3-D Secure starts only hand back the card issuer's URL; the order counts once confirmed.
export const useStartTdsOrder = (options?: MutationHookOptions<ResponseOf<'startTdsOrder'>, OrderBody>) =>
  useApiMutation((client, body) => client.request(endpoints.startTdsOrder, { body }), options);
export const useStartTdsUpdateCardOrder = (
  options?: MutationHookOptions<ResponseOf<'startTdsUpdateCardOrder'>, OrderBody>,
) => useApiMutation((client, body) => client.request(endpoints.startTdsUpdateCardOrder, { body }), options);

export const useConfirmTdsOrder = (
  options?: MutationHookOptions<ResponseOf<'confirmTdsOrder'>, BodyOf<'confirmTdsOrder'>>,
) =>
  useApiMutation((client, body) => client.request(endpoints.confirmTdsOrder, { body }), options, afterOrder);
