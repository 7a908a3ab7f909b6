import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiMutation } from './api-mutation.ts';
import type { BodyOf, MutationHookOptions, ResponseOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.birthdayGifts;

export const birthdayGiftsQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.list(), endpoints.listBirthdayGifts, {});

export const useBirthdayGifts = ({ enabled }: SignedInOptions = {}) =>
  useQuery({ ...birthdayGiftsQueryOptions(useApiClient()), enabled });

/** Answers with the member (the app updates its session); the gift list then shows it received. */
export const useReceiveBirthdayGift = (
  options?: MutationHookOptions<ResponseOf<'receiveBirthdayGift'>, BodyOf<'receiveBirthdayGift'>>,
) =>
  useApiMutation(
    (client, body) => client.request(endpoints.receiveBirthdayGift, { body }),
    options,
    (queryClient) => queryClient.invalidateQueries({ queryKey: keys.lists() }),
  );
