import type { QueryClient } from '@tanstack/react-query';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.votingPackages;

export const [votingPackagesQueryOptions, useVotingPackages] = listQuery('listVotingPackages', keys.list);
export const [votingPackageQueryOptions, useVotingPackage] = itemQuery('getVotingPackage', keys.detail);

/** The member's point purchases. */
export const [votingPackagePurchasesQueryOptions, useVotingPackagePurchases] = listQuery(
  'listVotingPackagePurchases',
  keys.memberList,
);
export const [votingPackagePurchaseQueryOptions, useVotingPackagePurchase] = itemQuery(
  'getVotingPackagePurchase',
  keys.memberDetail,
);

const afterPurchase = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: keys.memberLists() });

type Purchase = ResponseOf<'purchaseVotingPackage'>;
type PurchaseBody = BodyOf<'purchaseVotingPackage'>;

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

/**
 * Points paid at a convenience store: answers the pending purchase and its slip. The balance does
 * not change until the store payment is notified.
 */
export const usePurchaseVotingPackageKonbini = (
  options?: MutationHookOptions<
    ResponseOf<'purchaseVotingPackageKonbini'>,
    BodyOf<'purchaseVotingPackageKonbini'>
  >,
) =>
  useApiMutation((client, body) => client.request(endpoints.purchaseVotingPackageKonbini, { body }), options);

/** Confirms a 3-D Secure point purchase on the return page; answers the purchase and the balance. */
export const useConfirmTdsVotingPackagePurchase = (
  options?: MutationHookOptions<Purchase, BodyOf<'confirmTdsVotingPackagePurchase'>>,
) =>
  useApiMutation(
    (client, body) => client.request(endpoints.confirmTdsVotingPackagePurchase, { body }),
    options,
    afterPurchase,
  );
