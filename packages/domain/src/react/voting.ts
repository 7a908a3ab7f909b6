import { useQuery } from '@tanstack/react-query';
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

const keys = queryKeys.voting;

export const votingEventsQueryOptions = (client: ApiClient, query: QueryOf<'listVotingEvents'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listVotingEvents, { query });

export const votingEventProfileQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getVotingEventProfile, { params: { id: toId(id) } });

export const voteHistoriesQueryOptions = (client: ApiClient, query: QueryOf<'listVoteHistories'> = {}) =>
  endpointQuery(client, keys.histories(query), endpoints.listVoteHistories, { query });

export const useVotingEvents = (query?: QueryOf<'listVotingEvents'>) =>
  useQuery(votingEventsQueryOptions(useApiClient(), query));
export const useVotingEventProfile = (id: Id) => useQuery(votingEventProfileQueryOptions(useApiClient(), id));
export const useVoteHistories = (query?: QueryOf<'listVoteHistories'>, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...voteHistoriesQueryOptions(useApiClient(), query), enabled });

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
