import type { ErrorMessageKey } from '@fanclub/domain';
import { Pagination } from '@fanclub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { pageFromSearch, pageHref, pageQuery } from '../app/route-data.ts';
import { QueryBoundary } from './QueryBoundary.tsx';
import styles from './content.module.css';

/** A paged list's place in the address: its page (`?page=`, or `param` where two lists share a screen). */
export interface Paging {
  readonly page: number;
  readonly pageSize: number;
  /** What to ask the API for. */
  readonly query: { readonly limit: number; readonly offset: number };
  /** The address of another page, keeping the address's other parameters. */
  readonly hrefFor: (page: number) => string;
}

export function usePaging(pageSize: number, param = 'page'): Paging {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search, param);
  return {
    page,
    pageSize,
    query: pageQuery(search, pageSize, param),
    hrefFor: (n) => pageHref(pathname, search, n, param),
  };
}

/**
 * A list fetched a page at a time: loading, the spec's message when it cannot be fetched, the empty
 * state, then the items and the library's page links (shown only when there is more than one page).
 */
export function PagedList<T>({
  query,
  paging,
  errorKey,
  emptyText,
  pagerLabel,
  children,
}: {
  query: UseQueryResult<{ readonly data: readonly T[]; readonly total: number }>;
  paging: Paging;
  errorKey?: ErrorMessageKey;
  emptyText?: string;
  /** Names the page links; two lists on one screen need different names. */
  pagerLabel?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <QueryBoundary
      query={query}
      errorKey={errorKey}
      isEmpty={(d) => d.data.length === 0}
      emptyText={emptyText}
    >
      {({ data, total }) => (
        <>
          {children(data)}
          <Pagination
            page={paging.page}
            totalPages={Math.ceil(total / paging.pageSize)}
            hrefFor={paging.hrefFor}
            label={pagerLabel}
            className={styles.pager}
          />
        </>
      )}
    </QueryBoundary>
  );
}
