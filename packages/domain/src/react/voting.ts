import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.voting;

export const [votingEventsQueryOptions, useVotingEvents] = listQuery('listVotingEvents', keys.list);
export const [votingEventProfileQueryOptions, useVotingEventProfile] = itemQuery(
  'getVotingEventProfile',
  keys.detail,
);
export const [voteHistoriesQueryOptions, useVoteHistories] = listQuery('listVoteHistories', keys.histories);

/**
 * Spends points on a profile. Totals and the member's history change; the remaining points come
 * back in the answer for the app to put in its session.
 */
export const useVote = (options?: MutationHookOptions<ResponseOf<'vote'>, BodyOf<'vote'>>) =>
  useApiMutation(
    (client, body) => client.request(endpoints.vote, { body }),
    options,
    (queryClient) => queryClient.invalidateQueries({ queryKey: keys.all }),
  );
