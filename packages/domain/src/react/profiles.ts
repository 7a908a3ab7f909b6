import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.profiles;

export const profilesQueryOptions = (client: ApiClient, query: QueryOf<'listProfiles'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listProfiles, { query }, { signal }),
  });

/** A profile's detail page is for members only. */
export const userProfileQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.memberDetail(id),
    queryFn: ({ signal }) =>
      client.request(endpoints.getUserProfile, { params: { id: toId(id) } }, { signal }),
  });

export const useProfiles = (query?: QueryOf<'listProfiles'>) =>
  useQuery(profilesQueryOptions(useApiClient(), query));
export const useUserProfile = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...userProfileQueryOptions(useApiClient(), id), enabled });
