import { useMutation } from '@tanstack/react-query';
import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import type {
  EndpointBody,
  EndpointName,
  EndpointQuery,
  EndpointResponse,
  Endpoints,
} from '../contract/index.ts';
import { useApiClient } from './ApiProvider.tsx';

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

/**
 * A mutation that calls the API, then updates the cache it changed. The caller's `onSuccess` runs
 * first so a session it stores is already in use when the invalidated queries refetch; the cache
 * update is awaited so `isPending` lasts until the lists are fresh.
 */
export function useApiMutation<TData, TVariables>(
  mutationFn: (client: ApiClient, variables: TVariables) => Promise<TData>,
  options: MutationHookOptions<TData, TVariables> = {},
  updateCache?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown,
) {
  const client = useApiClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(client, variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await options.onSuccess?.(data, variables, onMutateResult, context);
      await updateCache?.(context.client, data, variables);
    },
  });
}
