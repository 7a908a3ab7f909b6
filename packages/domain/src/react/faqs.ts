import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './query-keys.ts';

/** The Q&A page's questions (/q&a), published ones in their display order. */
export const faqsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.faqs.list(),
    queryFn: ({ signal }) => client.request(endpoints.listFaqs, {}, { signal }),
  });

export const useFaqs = () => useQuery(faqsQueryOptions(useApiClient()));
