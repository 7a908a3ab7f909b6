import { queryKeys } from './query-keys.ts';
import { fixedQuery, itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.discographies;

export const [discographiesQueryOptions, useDiscographies] = listQuery('listDiscographies', keys.list);
export const [discographyQueryOptions, useDiscography] = itemQuery('getDiscography', keys.detail);
export const [discographyCategoriesQueryOptions, useDiscographyCategories] = fixedQuery(
  'listDiscographyCategories',
  keys.categories,
);
