import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.membershipCard;

/** The member's card (会員証) with a freshly signed QR payload. */
export const membershipCardQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.mine(), endpoints.getMembershipCard, {});

export const useMembershipCard = ({ enabled }: SignedInOptions = {}) =>
  useQuery({ ...membershipCardQueryOptions(useApiClient()), enabled });

/** A venue's check of a card's QR payload. */
export const useVerifyMembershipCard = (
  options?: MutationHookOptions<ResponseOf<'verifyMembershipCard'>, BodyOf<'verifyMembershipCard'>>,
) => useApiMutation((client, body) => client.request(endpoints.verifyMembershipCard, { body }), options);

/** The public key that checks card signatures without a call per card. */
export const useMembershipCardKey = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: keys.key(),
    queryFn: ({ signal }) => client.request(endpoints.getMembershipCardKey, {}, { signal }),
    staleTime: Infinity,
  });
};
