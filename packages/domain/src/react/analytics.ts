import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf } from './hook-helpers.ts';

/** First-party page-view counting; a failure must never bother the visitor, so no cache and no retry. */
export const useRecordPageView = (
  options?: MutationHookOptions<ResponseOf<'recordPageView'>, BodyOf<'recordPageView'>>,
) =>
  useApiMutation((client, body) => client.request(endpoints.recordPageView, { body }), {
    retry: false,
    ...options,
  });
