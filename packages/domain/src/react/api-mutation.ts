import { useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { useApiClient } from './ApiProvider.tsx';
import type { MutationHookOptions } from './hook-helpers.ts';

// Apart from hook-helpers.ts so a screen that only reads (and imports `toId`) does not bring
// react-query's mutation code into its chunk.

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
