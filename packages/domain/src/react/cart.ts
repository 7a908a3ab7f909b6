import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiMutation } from './api-mutation.ts';
import { toId } from './hook-helpers.ts';
import type { BodyOf, Id, MutationHookOptions, ResponseOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

type Cart = ResponseOf<'getCart'>;

export const cartQueryOptions = (client: ApiClient) =>
  endpointQuery(client, queryKeys.cart.mine(), endpoints.getCart, {});

// Both cart mutations answer with the whole cart: store it instead of fetching it again.
const storeCart = (queryClient: QueryClient, cart: Cart) =>
  queryClient.setQueryData(queryKeys.cart.mine(), cart);

export const useCart = ({ enabled }: SignedInOptions = {}) =>
  useQuery({ ...cartQueryOptions(useApiClient()), enabled });

/** Sets the count of each given line (0 removes it). */
export const useSaveCartProducts = (options?: MutationHookOptions<Cart, BodyOf<'saveCartProducts'>>) =>
  useApiMutation((client, body) => client.request(endpoints.saveCartProducts, { body }), options, storeCart);

/** Removes one cart line by its id. */
export const useDeleteCartProduct = (options?: MutationHookOptions<Cart, Id>) =>
  useApiMutation(
    (client, id) => client.request(endpoints.deleteCartProduct, { params: { id: toId(id) } }),
    options,
    storeCart,
  );
