import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.musicVideos;

export const musicVideosQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.list(),
    queryFn: ({ signal }) => client.request(endpoints.listMusicVideos, {}, { signal }),
  });

/** Special videos (/special-video) live beside the music videos. */
export const vlogsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.vlogs(),
    queryFn: ({ signal }) => client.request(endpoints.listVlogs, {}, { signal }),
  });

export const useMusicVideos = () => useQuery(musicVideosQueryOptions(useApiClient()));
export const useVlogs = () => useQuery(vlogsQueryOptions(useApiClient()));
