import type { QueryClient } from '@tanstack/react-query';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { listQuery } from './resource-queries.ts';
import type { ApiClient } from '../client/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiProvider.tsx';
import { endpointQuery } from './endpoint-query.ts';
import type { SignedInOptions } from './hook-helpers.ts';

const keys = queryKeys.orders;

export const [ordersQueryOptions, useOrders] = listQuery('listOrders', keys.list);

/** An order by its number (or, for links mailed before numbers, its id), as the URL carries it. */
export const orderQueryOptions = (client: ApiClient, orderNumber: string) =>
  endpointQuery(client, [...keys.details(), orderNumber] as const, endpoints.getOrder, {
    params: { id: orderNumber },
  });
export const useOrder = (orderNumber: string, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...orderQueryOptions(useApiClient(), orderNumber), enabled });

const receiptKey = (orderNumber: string) => [...keys.details(), orderNumber, 'receipt'] as const;

/** The 領収書 once issued; a 404 (not issued yet) is an answer here, not a failure to retry. */
export const receiptQueryOptions = (client: ApiClient, orderNumber: string) =>
  endpointQuery(client, receiptKey(orderNumber), endpoints.getOrderReceipt, { params: { id: orderNumber } });
export const useOrderReceipt = (orderNumber: string, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...receiptQueryOptions(useApiClient(), orderNumber), enabled, retry: false });

/** Issues the 領収書 with its addressee; the order's detail then knows it was issued. */
export const useIssueOrderReceipt = (
  orderNumber: string,
  options?: MutationHookOptions<ResponseOf<'issueOrderReceipt'>, BodyOf<'issueOrderReceipt'>>,
) =>
  useApiMutation(
    (client, body) => client.request(endpoints.issueOrderReceipt, { params: { id: orderNumber }, body }),
    options,
    (queryClient) => queryClient.invalidateQueries({ queryKey: keys.lists() }),
  );

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
