import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient, EndpointRef } from '../client/api-client.ts';
import type { EndpointDef, EndpointInput } from '../contract/index.ts';

/**
 * The query of one contract call: its cache key and the request the client sends, cancelled when
 * the query is. Each `…QueryOptions` of the hooks is one of these, so the route loaders (which
 * prefetch them) and the hooks (which read them) share the key and the call.
 */
export const endpointQuery = <E extends EndpointDef, K extends QueryKey>(
  client: ApiClient,
  queryKey: K,
  endpoint: EndpointRef<E>,
  input: EndpointInput<E>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => client.request(endpoint, input, { signal }) });
