import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.home;

export const topicsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.topics(),
    queryFn: ({ signal }) => client.request(endpoints.listTopics, {}, { signal }),
  });

export const topComponentsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.topComponents(),
    queryFn: ({ signal }) => client.request(endpoints.listTopComponents, {}, { signal }),
  });

export const topImagesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.topImages(),
    queryFn: ({ signal }) => client.request(endpoints.listTopImages, {}, { signal }),
  });

export const adsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.ads(),
    queryFn: ({ signal }) => client.request(endpoints.listAds, {}, { signal }),
  });

export const useTopics = () => useQuery(topicsQueryOptions(useApiClient()));
export const useTopComponents = () => useQuery(topComponentsQueryOptions(useApiClient()));
export const useTopImages = () => useQuery(topImagesQueryOptions(useApiClient()));
export const useAds = () => useQuery(adsQueryOptions(useApiClient()));
