import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import type { MembershipCard } from '../contract/entities.ts';
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

/**
 * The card; `refreshIn` says how long (ms) until it is fetched again after each answer, while the
 * page is in view, so the code on screen is always the current one (CARD_CODE_STEP_SECONDS).
 */
export const useMembershipCard = ({
  enabled,
  refreshIn,
}: SignedInOptions & { refreshIn?: (card: MembershipCard | undefined) => number } = {}) =>
  useQuery({
    ...membershipCardQueryOptions(useApiClient()),
    enabled,
    ...(refreshIn
      ? {
          refetchInterval: (query: { state: { data?: MembershipCard | undefined } }) =>
            refreshIn(query.state.data),
          refetchIntervalInBackground: false,
        }
      : {}),
  });

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
