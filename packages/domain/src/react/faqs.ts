import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

/** The Q&A page's questions (/q&a), published ones in their display order. */
export const faqsQueryOptions = (client: ApiClient) =>
  endpointQuery(client, queryKeys.faqs.list(), endpoints.listFaqs, {});

export const useFaqs = () => useQuery(faqsQueryOptions(useApiClient()));
