import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf } from './hook-helpers.ts';

/** The contact form: nothing cached changes. */
export const useCreateInquiry = (
  options?: MutationHookOptions<ResponseOf<'createInquiry'>, BodyOf<'createInquiry'>>,
) => useApiMutation((client, body) => client.request(endpoints.createInquiry, { body }), options);
