import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import { toId } from './hook-helpers.ts';
import type { BodyOf, Id, MutationHookOptions, ResponseOf } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.drawEvents;

export const [drawEventsQueryOptions, useDrawEvents] = listQuery('listDrawEvents', keys.list);
export const [drawEventQueryOptions, useDrawEvent] = itemQuery('getDrawEvent', keys.detail);

/** Enters one benefit of draw event `id`; the event and the lists then show the entry. */
export const useRegisterDrawEvent = (
  id: Id,
  options?: MutationHookOptions<ResponseOf<'registerDrawEvent'>, BodyOf<'registerDrawEvent'>>,
) =>
  useApiMutation(
    (client, body) => client.request(endpoints.registerDrawEvent, { params: { id: toId(id) }, body }),
    options,
    (queryClient) => queryClient.invalidateQueries({ queryKey: keys.all }),
  );
