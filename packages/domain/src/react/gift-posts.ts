import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.giftPosts;

export const giftPostsQueryOptions = (client: ApiClient, query: QueryOf<'listGiftPosts'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listGiftPosts, { query });

export const giftPostQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getGiftPost, { params: { id: toId(id) } });

export const useGiftPosts = (query?: QueryOf<'listGiftPosts'>, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...giftPostsQueryOptions(useApiClient(), query), enabled });
export const useGiftPost = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...giftPostQueryOptions(useApiClient(), id), enabled });
