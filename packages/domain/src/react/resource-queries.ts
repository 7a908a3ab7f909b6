/**
 * The reads most resources share, made once: a list keyed by its query, an item by `:id`, a fixed
 * read such as a resource's categories. Each maker answers a pair, `[…QueryOptions, hook]`: the
 * options the route loaders prefetch and the hook that reads them with the app's client. The list
 * and item hooks take `enabled`, so the app can hold a member's query until it has a session
 * (left out, a public query runs at once, as before).
 *
 * Calls are named, not passed, and looked up in `lazyEndpoints` when a query runs, so making a
 * resource's queries reads nothing at load; pairs (not objects) keep what the site ships as small
 * as the hand-written functions were.
 */
import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import type { EndpointInput, EndpointName, Endpoints } from '../contract/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { endpointQuery } from './endpoint-query.ts';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf, SignedInOptions } from './hook-helpers.ts';

/** Calls that need no input beyond an optional query: lists, and fixed reads such as categories. */
type ListCall = {
  [N in EndpointName]: Record<string, never> extends EndpointInput<Endpoints[N]> ? N : never;
}[EndpointName];

/** Calls that name one item by `:id` and take nothing else. */
type ItemCall = {
  [N in EndpointName]: { params: { id: number } } extends EndpointInput<Endpoints[N]> ? N : never;
}[EndpointName];

// ListCall and ItemCall are what make `input` fit the call; a generic call cannot show it itself.
const callQuery = <N extends EndpointName, K extends QueryKey>(
  client: ApiClient,
  queryKey: K,
  name: N,
  input: object,
) => endpointQuery<Endpoints[N], K>(client, queryKey, endpoints[name], input as EndpointInput<Endpoints[N]>);

/** A list call, cached under `key(query)`; `{}` when no query is given, as the keys expect. */
export const listQuery = <N extends ListCall, K extends QueryKey>(name: N, key: (query: object) => K) => {
  const options = (client: ApiClient, query?: QueryOf<N>) => {
    const sent = query ?? {};
    return callQuery(client, key(sent), name, { query: sent });
  };
  const useList = (query?: QueryOf<N>, { enabled }: SignedInOptions = {}) =>
    useQuery({ ...options(useApiClient(), query), enabled });
  return [options, useList] as const;
};

/** A call that reads one item by id (route params arrive as strings). */
export const itemQuery = <N extends ItemCall, K extends QueryKey>(name: N, key: (id: Id) => K) => {
  const options = (client: ApiClient, id: Id) =>
    callQuery(client, key(id), name, { params: { id: toId(id) } });
  const useItem = (id: Id, { enabled }: SignedInOptions = {}) =>
    useQuery({ ...options(useApiClient(), id), enabled });
  return [options, useItem] as const;
};

/** A call that takes nothing, such as a resource's categories. */
export const fixedQuery = <N extends ListCall, K extends QueryKey>(name: N, key: () => K) => {
  const options = (client: ApiClient) => callQuery(client, key(), name, {});
  const useFixed = () => useQuery(options(useApiClient()));
  return [options, useFixed] as const;
};
