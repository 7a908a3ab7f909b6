import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.musicVideos;

export const musicVideosQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.list(), endpoints.listMusicVideos, {});

/** Special videos (/special-video) live beside the music videos. */
export const vlogsQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.vlogs(), endpoints.listVlogs, {});

export const useMusicVideos = () => useQuery(musicVideosQueryOptions(useApiClient()));
export const useVlogs = () => useQuery(vlogsQueryOptions(useApiClient()));
