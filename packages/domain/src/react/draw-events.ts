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

const keys = queryKeys.drawEvents;

export const drawEventsQueryOptions = (client: ApiClient, query: QueryOf<'listDrawEvents'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listDrawEvents, { query });

export const drawEventQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getDrawEvent, { params: { id: toId(id) } });

export const useDrawEvents = (query?: QueryOf<'listDrawEvents'>, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...drawEventsQueryOptions(useApiClient(), query), enabled });
export const useDrawEvent = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...drawEventQueryOptions(useApiClient(), id), enabled });

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
