import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.giftPosts;

export const giftPostsQueryOptions = (client: ApiClient, query: QueryOf<'listGiftPosts'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listGiftPosts, { query }, { signal }),
  });

export const giftPostQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => client.request(endpoints.getGiftPost, { params: { id: toId(id) } }, { signal }),
  });

export const useGiftPosts = (query?: QueryOf<'listGiftPosts'>, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...giftPostsQueryOptions(useApiClient(), query), enabled });
export const useGiftPost = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...giftPostQueryOptions(useApiClient(), id), enabled });
