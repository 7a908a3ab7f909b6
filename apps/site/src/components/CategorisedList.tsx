import type { ErrorMessageKey } from '@fanclub/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { categoryFromSearch, listQuery } from '../app/route-data.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { PageHeading } from './PageHeading.tsx';
import { PagedList, usePaging } from './Pager.tsx';

/** The list query of the page and category in the address (`?page=`, `?category=`). */
export const useListQuery = (pageSize: number) => listQuery(useSearchParams()[0], pageSize);

/**
 * A list screen filtered by category and paged: its heading, the category tabs, the items (or the
 * spec's message when they cannot be fetched, or the empty state) and the page links, all keeping
 * the category of the address.
 */
export function CategorisedList<T>({
  title,
  basePath,
  pageSize,
  categories,
  categoriesErrorKey,
  list,
  errorKey,
  emptyText,
  children,
}: {
  title: string;
  basePath: string;
  pageSize: number;
  categories: ComponentProps<typeof CategoryFilter>['query'];
  categoriesErrorKey: ErrorMessageKey;
  /** The same query the route's loader started (app/route-data.ts), from `useListQuery`. */
  list: UseQueryResult<{ readonly data: readonly T[]; readonly total: number }>;
  errorKey: ErrorMessageKey;
  emptyText?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const [search] = useSearchParams();
  return (
    <>
      <PageHeading title={title} />
      <CategoryFilter
        query={categories}
        errorKey={categoriesErrorKey}
        current={categoryFromSearch(search)}
        basePath={basePath}
      />
      <PagedList query={list} paging={usePaging(pageSize)} errorKey={errorKey} emptyText={emptyText}>
        {children}
      </PagedList>
    </>
  );
}
