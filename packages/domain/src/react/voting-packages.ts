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

const keys = queryKeys.votingPackages;

export const votingPackagesQueryOptions = (client: ApiClient, query: QueryOf<'listVotingPackages'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listVotingPackages, { query });

export const votingPackageQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getVotingPackage, { params: { id: toId(id) } });

/** The member's point purchases. */
export const votingPackagePurchasesQueryOptions = (
  client: ApiClient,
  query: QueryOf<'listVotingPackagePurchases'> = {},
) => endpointQuery(client, keys.memberList(query), endpoints.listVotingPackagePurchases, { query });

export const votingPackagePurchaseQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.memberDetail(id), endpoints.getVotingPackagePurchase, {
    params: { id: toId(id) },
  });

const afterPurchase = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: keys.memberLists() });

type Purchase = ResponseOf<'purchaseVotingPackage'>;
type PurchaseBody = BodyOf<'purchaseVotingPackage'>;

export const useVotingPackages = (query?: QueryOf<'listVotingPackages'>) =>
  useQuery(votingPackagesQueryOptions(useApiClient(), query));
export const useVotingPackage = (id: Id) => useQuery(votingPackageQueryOptions(useApiClient(), id));
export const useVotingPackagePurchases = (
  query?: QueryOf<'listVotingPackagePurchases'>,
  { enabled }: SignedInOptions = {},
) => useQuery({ ...votingPackagePurchasesQueryOptions(useApiClient(), query), enabled });
export const useVotingPackagePurchase = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...votingPackagePurchaseQueryOptions(useApiClient(), id), enabled });

/** Buys points with the saved card. */
export const usePurchaseVotingPackageSavedCard = (options?: MutationHookOptions<Purchase, PurchaseBody>) =>
  useApiMutation(
    (client, body) => client.request(endpoints.purchaseVotingPackageSavedCard, { body }),
    options,
    afterPurchase,
  );

/** Buys points with a new card token. */
export const usePurchaseVotingPackage = (options?: MutationHookOptions<Purchase, PurchaseBody>) =>
  useApiMutation(
    (client, body) => client.request(endpoints.purchaseVotingPackage, { body }),
    options,
    afterPurchase,
  );

/**
 * Buys points through 3-D Secure (a new card token, or the saved card without one): start answers
 * where the browser goes for the issuer's challenge; the return page confirms.
 */
export const useStartTdsVotingPackagePurchase = (
  options?: MutationHookOptions<ResponseOf<'startTdsVotingPackagePurchase'>, PurchaseBody>,
) =>
  useApiMutation(
    (client, body) => client.request(endpoints.startTdsVotingPackagePurchase, { body }),
    options,
  );

/** Confirms a 3-D Secure point purchase on the return page; answers the purchase and the balance. */
export const useConfirmTdsVotingPackagePurchase = (
  options?: MutationHookOptions<Purchase, BodyOf<'confirmTdsVotingPackagePurchase'>>,
) =>
  useApiMutation(
    (client, body) => client.request(endpoints.confirmTdsVotingPackagePurchase, { body }),
    options,
    afterPurchase,
  );
