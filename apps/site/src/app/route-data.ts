import { PAGE_SIZE_GRID, PAGE_SIZE_TEXT } from '@fanclub/domain';
import type { ApiClient, TopComponent } from '@fanclub/domain';
import {
  adsQueryOptions,
  companyPagesQueryOptions,
  deliveryMethodsQueryOptions,
  faqsQueryOptions,
  legalTextsQueryOptions,
  membershipPlansQueryOptions,
  newsListQueryOptions,
  nextNoticeQueryOptions,
  noticeCategoriesQueryOptions,
  noticeQueryOptions,
  noticesQueryOptions,
  previousNoticeQueryOptions,
  productCategoriesQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  schedulesQueryOptions,
  topComponentsQueryOptions,
  topicsQueryOptions,
  topImagesQueryOptions,
  vlogsQueryOptions,
  webSpecificationQueryOptions,
} from '@fanclub/domain/react';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a public screen asks the API for, read from its address: one place for both the screen's
 * hooks and its route's loader, so the loader starts exactly the queries the screen then reads
 * (same keys), while the screen's code is still on its way (src/app/router.tsx).
 */

/** The current page number from `?page=` (or `param`; 1 when absent or invalid). */
export const pageFromSearch = (search: URLSearchParams, param = 'page'): number => {
  const n = Number(search.get(param));
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** A paged list's query for the page in the address. */
export const pageQuery = (search: URLSearchParams, pageSize: number, param = 'page') => ({
  limit: pageSize,
  offset: (pageFromSearch(search, param) - 1) * pageSize,
});

/** `?category=` as a positive id, or undefined. */
export const categoryFromSearch = (search: URLSearchParams): number | undefined => {
  const n = Number(search.get('category'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A list filtered by a category (`?category=`), or the whole list (no id). */
export const categoryHref = (basePath: string, categoryId: number | null | undefined): string =>
  categoryId ? `${basePath}?category=${categoryId}` : basePath;

/** Page `page` of the list at `pathname`, keeping the address's other parameters (its `?category=`). */
export const pageHref = (pathname: string, search: URLSearchParams, page: number, param = 'page'): string => {
  const next = new URLSearchParams(search);
  next.set(param, String(page));
  return `${pathname}?${next}`;
};

/** A paged, category-filtered list's query (`?page=`, `?category=`). */
export const listQuery = (search: URLSearchParams, pageSize: number) => ({
  ...pageQuery(search, pageSize),
  categoryId: categoryFromSearch(search),
});

/** How many items each home section previews. */
export const HOME_LIMIT = 5;
export const HOME_PRODUCTS = 4;

/** Starts a query, or hands back the data already there; a failure is the screen's to show. */
export type Prefetch = <T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
) => Promise<T | undefined>;

export const prefetcher =
  (queryClient: QueryClient): Prefetch =>
  (options) =>
    queryClient.ensureQueryData(options).catch(() => undefined);

interface RouteDataArgs {
  readonly api: ApiClient;
  readonly prefetch: Prefetch;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
}

/** The queries of a route's screen; resolves when they have settled. */
export type RouteData = (args: RouteDataArgs) => Promise<unknown>;

/** The shell's own data (branding, menu), wanted on every route. */
export const shellData: RouteData = ({ api, prefetch }) =>
  Promise.all([prefetch(webSpecificationQueryOptions(api)), prefetch(companyPagesQueryOptions(api))]);

/** The home's sections, by top-component key (pages/home/HomeSection.tsx). */
const homeSectionData: Record<string, (api: ApiClient, prefetch: Prefetch) => Promise<unknown>> = {
  news: (api, prefetch) => prefetch(newsListQueryOptions(api, { limit: HOME_LIMIT })),
  notice: (api, prefetch) => prefetch(noticesQueryOptions(api, { limit: HOME_LIMIT })),
  schedule: (api, prefetch) => prefetch(schedulesQueryOptions(api, { limit: HOME_LIMIT })),
  topic: (api, prefetch) => prefetch(topicsQueryOptions(api)),
  products: (api, prefetch) => prefetch(productsQueryOptions(api, { limit: HOME_PRODUCTS })),
  product: (api, prefetch) => prefetch(productsQueryOptions(api, { limit: HOME_PRODUCTS })),
};

export const routeData = {
  home: async ({ api, prefetch }) => {
    const [components] = await Promise.all([
      prefetch(topComponentsQueryOptions(api)),
      prefetch(topImagesQueryOptions(api)),
      prefetch(adsQueryOptions(api)),
    ]);
    const list: readonly TopComponent[] = components?.data ?? [];
    await Promise.all(list.map((component) => homeSectionData[component.key]?.(api, prefetch)));
  },
  notices: ({ api, prefetch, search }) =>
    Promise.all([
      prefetch(noticeCategoriesQueryOptions(api)),
      prefetch(noticesQueryOptions(api, listQuery(search, PAGE_SIZE_TEXT))),
    ]),
  notice: ({ api, prefetch, params }) => {
    const id = params.id ?? '';
    return Promise.all([
      prefetch(noticeQueryOptions(api, id)),
      prefetch(nextNoticeQueryOptions(api, id)),
      prefetch(previousNoticeQueryOptions(api, id)),
    ]);
  },
  topics: ({ api, prefetch }) => prefetch(topicsQueryOptions(api)),
  products: ({ api, prefetch, search }) =>
    Promise.all([
      prefetch(productCategoriesQueryOptions(api)),
      prefetch(productsQueryOptions(api, listQuery(search, PAGE_SIZE_GRID))),
    ]),
  // The product and the delivery costs it shows (public, to guests too).
  product: ({ api, prefetch, params }) =>
    Promise.all([
      prefetch(productQueryOptions(api, params.id ?? '')),
      prefetch(deliveryMethodsQueryOptions(api)),
    ]),
  legal: ({ api, prefetch }) => prefetch(legalTextsQueryOptions(api)),
  // The guide's plans; registration shows the same list.
  membershipGuide: ({ api, prefetch }) => prefetch(membershipPlansQueryOptions(api)),
  specialVideo: ({ api, prefetch }) => prefetch(vlogsQueryOptions(api)),
  faq: ({ api, prefetch }) => prefetch(faqsQueryOptions(api)),
} satisfies Record<string, RouteData>;
