import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.profiles;

export const profilesQueryOptions = (client: ApiClient, query: QueryOf<'listProfiles'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listProfiles, { query });

/** A profile's detail page is for members only. */
export const userProfileQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.memberDetail(id), endpoints.getUserProfile, { params: { id: toId(id) } });

export const useProfiles = (query?: QueryOf<'listProfiles'>) =>
  useQuery(profilesQueryOptions(useApiClient(), query));
export const useUserProfile = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...userProfileQueryOptions(useApiClient(), id), enabled });
