import { queryKeys } from './query-keys.ts';
import { fixedQuery, itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.news;

export const [newsListQueryOptions, useNewsList] = listQuery('listNews', keys.list);
export const [newsQueryOptions, useNews] = itemQuery('getNews', keys.detail);
export const [nextNewsQueryOptions, useNextNews] = itemQuery('getNextNews', keys.next);
export const [previousNewsQueryOptions, usePreviousNews] = itemQuery('getPreviousNews', keys.previous);
export const [newsCategoriesQueryOptions, useNewsCategories] = fixedQuery(
  'listNewsCategories',
  keys.categories,
);
