import { queryKeys } from './query-keys.ts';
import { fixedQuery, itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.products;

export const [productsQueryOptions, useProducts] = listQuery('listProducts', keys.list);
export const [productQueryOptions, useProduct] = itemQuery('getProduct', keys.detail);
export const [productCategoriesQueryOptions, useProductCategories] = fixedQuery(
  'listProductCategories',
  keys.categories,
);
