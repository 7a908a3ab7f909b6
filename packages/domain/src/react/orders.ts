import type { QueryClient } from '@tanstack/react-query';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.orders;

export const [ordersQueryOptions, useOrders] = listQuery('listOrders', keys.list);
export const [orderQueryOptions, useOrder] = itemQuery('getOrder', keys.detail);

/** A placed order empties the cart, adds to the history and takes stock from the products. */
const afterOrder = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  ]);

type OrderBody = BodyOf<'createOrder'>;

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
