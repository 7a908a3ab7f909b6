import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';

const keys = queryKeys.blogs;

export const blogsQueryOptions = (client: ApiClient, query: QueryOf<'listBlogs'> = {}) =>
  queryOptions({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => client.request(endpoints.listBlogs, { query }, { signal }),
  });

export const blogQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => client.request(endpoints.getBlog, { params: { id: toId(id) } }, { signal }),
  });

export const nextBlogQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.next(id),
    queryFn: ({ signal }) => client.request(endpoints.getNextBlog, { params: { id: toId(id) } }, { signal }),
  });

export const previousBlogQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.previous(id),
    queryFn: ({ signal }) =>
      client.request(endpoints.getPreviousBlog, { params: { id: toId(id) } }, { signal }),
  });

/** The member's view: paid blogs come with their body. */
export const userBlogsQueryOptions = (client: ApiClient, query: QueryOf<'listUserBlogs'> = {}) =>
  queryOptions({
    queryKey: keys.memberList(query),
    queryFn: ({ signal }) => client.request(endpoints.listUserBlogs, { query }, { signal }),
  });

export const userBlogQueryOptions = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: keys.memberDetail(id),
    queryFn: ({ signal }) => client.request(endpoints.getUserBlog, { params: { id: toId(id) } }, { signal }),
  });

export const useBlogs = (query?: QueryOf<'listBlogs'>) => useQuery(blogsQueryOptions(useApiClient(), query));
export const useBlog = (id: Id) => useQuery(blogQueryOptions(useApiClient(), id));
export const useNextBlog = (id: Id) => useQuery(nextBlogQueryOptions(useApiClient(), id));
export const usePreviousBlog = (id: Id) => useQuery(previousBlogQueryOptions(useApiClient(), id));
export const useUserBlogs = (query?: QueryOf<'listUserBlogs'>, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...userBlogsQueryOptions(useApiClient(), query), enabled });
export const useUserBlog = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...userBlogQueryOptions(useApiClient(), id), enabled });
