import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiMutation } from './api-mutation.ts';
import { toId } from './hook-helpers.ts';
import type { BodyOf, Id, MutationHookOptions, ResponseOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.eventRewards;

/** Stamps and content rewards of event `id`. */
export const eventRewardsQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getEventRewards, { params: { id: toId(id) } });

export const useEventRewards = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...eventRewardsQueryOptions(useApiClient(), id), enabled });

/** Earns a stamp by its QR value; the answer is the event's rewards, stored as they are. */
export const useEarnEventReward = (
  id: Id,
  options?: MutationHookOptions<ResponseOf<'earnEventReward'>, BodyOf<'earnEventReward'>>,
) =>
  useApiMutation(
    (client, body) => client.request(endpoints.earnEventReward, { params: { id: toId(id) }, body }),
    options,
    (queryClient, rewards) => queryClient.setQueryData(keys.detail(id), rewards),
  );
