import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.site;

// The site's frame (brand, menu, legal pages) changes rarely: keep it fresh for an hour.
const HOUR = 60 * 60 * 1000;

export const webSpecificationQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.webSpecification(),
    queryFn: ({ signal }) => client.request(endpoints.getWebSpecification, {}, { signal }),
    staleTime: HOUR,
  });

export const companyPagesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.companyPages(),
    queryFn: ({ signal }) => client.request(endpoints.listCompanyPages, {}, { signal }),
    staleTime: HOUR,
  });

export const legalTextsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: keys.legalTexts(),
    queryFn: ({ signal }) => client.request(endpoints.getLegalTexts, {}, { signal }),
    staleTime: HOUR,
  });

export const useWebSpecification = () => useQuery(webSpecificationQueryOptions(useApiClient()));
export const useCompanyPages = () => useQuery(companyPagesQueryOptions(useApiClient()));
export const useLegalTexts = () => useQuery(legalTextsQueryOptions(useApiClient()));
