import type { EndpointDef, EndpointQuery } from '@fanclub/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from './api.ts';

export const PAGE_SIZE = 20;

/** One console list: the page and filters live here, the rows come a page at a time from the server. */
export const usePaged = <E extends EndpointDef>(
  endpoint: E,
  filters: Omit<EndpointQuery<E>, 'limit' | 'offset'>,
  params?: Record<string, unknown>,
) => {
  const [page, setPage] = useState(1);
  const query = { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const result = useQuery({
    queryKey: ['admin', endpoint.path, params, query],
    queryFn: () => call(endpoint, { query, ...(params ? { params } : {}) } as never),
    placeholderData: keepPreviousData,
  });
  return { ...result, page, setPage, pageSize: PAGE_SIZE };
};
