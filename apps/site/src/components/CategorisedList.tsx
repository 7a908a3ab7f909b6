import type { CompanyPageKey } from '../app/paths.ts';
import { PAGE_SIZE_TEXT, type ErrorMessageKey } from '@fanclub/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { categoryFromSearch, listQuery } from '../app/route-data.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { PageHeading } from './PageHeading.tsx';
import { PagedList, usePaging } from './Pager.tsx';

/** The list query of the page and category in the address (`?page=`, `?category=`). */
const useListQuery = (pageSize: number) => listQuery(useSearchParams()[0], pageSize);

type ListQuery = ReturnType<typeof listQuery>;
type Page<T> = { readonly data: readonly T[]; readonly total: number };

/**
 * A list screen filtered by category and paged: its heading, the category tabs, the items (or the
 * spec's message when they cannot be fetched, or the empty state) and the page links, all keeping
 * the category of the address. The list is fetched with the query the route's loader started
 * (app/route-data.ts): the page and category of the address, `pageSize` items a page.
 */
export function CategorisedList<T>({
  title,
  section,
  basePath,
  pageSize = PAGE_SIZE_TEXT,
  queries: [useCategories, useList],
  errorKey,
  categoriesErrorKey = errorKey,
  emptyText,
  children,
}: {
  title: string;
  /** The section the list is (its title is then the menu's name for it). */
  section: CompanyPageKey;
  basePath: string;
  pageSize?: number;
  /** The hooks of the categories and of one page of the list. */
  queries: readonly [
    useCategories: () => ComponentProps<typeof CategoryFilter>['query'],
    useList: (query: ListQuery) => UseQueryResult<Page<T>>,
  ];
  errorKey: ErrorMessageKey;
  /** When the categories have a message of their own (spec section 8). */
  categoriesErrorKey?: ErrorMessageKey;
  emptyText?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const [search] = useSearchParams();
  const categories = useCategories();
  const list = useList(useListQuery(pageSize));
  return (
    <>
      <PageHeading title={title} section={section} />
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
