import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.home;

export const topicsQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.topics(), endpoints.listTopics, {});

export const topComponentsQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.topComponents(), endpoints.listTopComponents, {});

export const topImagesQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.topImages(), endpoints.listTopImages, {});

export const adsQueryOptions = (client: ApiClient) =>
  endpointQuery(client, keys.ads(), endpoints.listAds, {});

export const useTopics = () => useQuery(topicsQueryOptions(useApiClient()));
export const useTopComponents = () => useQuery(topComponentsQueryOptions(useApiClient()));
export const useTopImages = () => useQuery(topImagesQueryOptions(useApiClient()));
export const useAds = () => useQuery(adsQueryOptions(useApiClient()));
