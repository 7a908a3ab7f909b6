import type { UseMutationOptions } from '@tanstack/react-query';
import type {
  EndpointBody,
  EndpointName,
  EndpointQuery,
  EndpointResponse,
  Endpoints,
} from '../contract/index.ts';

/** Route params arrive as strings; the contract wants numbers. */
export type Id = number | string;
export const toId = (id: Id): number => Number(id);

export type QueryOf<N extends EndpointName> = NonNullable<EndpointQuery<Endpoints[N]>>;
export type BodyOf<N extends EndpointName> = EndpointBody<Endpoints[N]>;
export type ResponseOf<N extends EndpointName> = EndpointResponse<Endpoints[N]>;

/** Signed-in queries take `enabled` so the app can hold them until it has a session. */
export interface SignedInOptions {
  readonly enabled?: boolean;
}

export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
