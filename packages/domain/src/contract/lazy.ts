/**
 * The endpoint table for browsers that load the schemas on demand. Each entry has the plain facts of
 * `routes.ts` (enough to send the request) and `load()`, which imports the full table with its zod
 * schemas. The client starts `load()` together with the request and validates the answer with it,
 * so every answer is still checked while zod stays out of a route's initial JavaScript: the
 * schemas arrive in their own chunk, in parallel with the first call.
 */
import type { EndpointDef } from './endpoint.ts';
import type { EndpointName, Endpoints } from './endpoints.ts';
import { endpointRoutes } from './routes.ts';

/** An endpoint whose schemas are fetched when first needed; the client accepts it like the full one. */
export type LazyEndpoint<E extends EndpointDef = EndpointDef> = Omit<
  E,
  'params' | 'query' | 'body' | 'response' | 'summary'
> & {
  readonly load: () => Promise<E>;
};

export type LazyEndpoints = { readonly [N in EndpointName]: LazyEndpoint<Endpoints[N]> };

let table: Promise<Endpoints> | undefined;
/** One import for every endpoint; a failed load (offline) is retried by the next call. */
const loadTable = (): Promise<Endpoints> => {
  table ??= import('./endpoints.ts').then(
    (module) => module.endpoints,
    (error: unknown) => {
      table = undefined;
      throw error;
    },
  );
  return table;
};

export const lazyEndpoints = Object.fromEntries(
  Object.entries(endpointRoutes).map(([name, route]) => [
    name,
    { ...route, load: () => loadTable().then((all) => all[name as EndpointName]) },
  ]),
) as unknown as LazyEndpoints;

export const isLazyEndpoint = <E extends EndpointDef>(
  endpoint: E | LazyEndpoint<E>,
): endpoint is LazyEndpoint<E> => 'load' in endpoint && typeof endpoint.load === 'function';
