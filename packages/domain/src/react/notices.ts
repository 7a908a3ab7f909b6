import { queryKeys } from './query-keys.ts';
import { fixedQuery, itemQuery, listQuery } from './resource-queries.ts';

const keys = queryKeys.notices;

export const [noticesQueryOptions, useNotices] = listQuery('listNotices', keys.list);
export const [noticeQueryOptions, useNotice] = itemQuery('getNotice', keys.detail);
export const [nextNoticeQueryOptions, useNextNotice] = itemQuery('getNextNotice', keys.next);
export const [previousNoticeQueryOptions, usePreviousNotice] = itemQuery('getPreviousNotice', keys.previous);
export const [noticeCategoriesQueryOptions, useNoticeCategories] = fixedQuery(
  'listNoticeCategories',
  keys.categories,
);
