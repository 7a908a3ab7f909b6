import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { queryKeys } from './query-keys.ts';

/** `123-4567`, `１２３４５６７` and `1234567` are one postal code: keep the ASCII digits only. */
const normalizeZipcode = (zipcode: string): string =>
  zipcode.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/\D/g, '');

export const postalCodeQueryOptions = (client: ApiClient, zipcode: string) => {
  const digits = normalizeZipcode(zipcode);
  return queryOptions({
    queryKey: queryKeys.postalCodes.lookup(digits),
    queryFn: ({ signal }) =>
      client.request(endpoints.lookupPostalCode, { query: { zipcode: digits } }, { signal }),
    // Addresses of a postal code do not change while someone fills in a form.
    staleTime: Infinity,
  });
};

/** Looks up the address once the postal code has its 7 digits (unless `enabled` says otherwise). */
export const usePostalCode = (zipcode: string, { enabled }: { readonly enabled?: boolean } = {}) =>
  useQuery({
    ...postalCodeQueryOptions(useApiClient(), zipcode),
    enabled: (enabled ?? true) && normalizeZipcode(zipcode).length === 7,
  });
