import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/index.ts';
import { lazyEndpoints as endpoints } from '../contract/lazy.ts';
import { useApiClient } from './ApiProvider.tsx';
import { toId } from './hook-helpers.ts';
import type { Id, QueryOf, SignedInOptions } from './hook-helpers.ts';
import { queryKeys } from './query-keys.ts';
import { endpointQuery } from './endpoint-query.ts';

const keys = queryKeys.blogs;

export const blogsQueryOptions = (client: ApiClient, query: QueryOf<'listBlogs'> = {}) =>
  endpointQuery(client, keys.list(query), endpoints.listBlogs, { query });

export const blogQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.detail(id), endpoints.getBlog, { params: { id: toId(id) } });

export const nextBlogQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.next(id), endpoints.getNextBlog, { params: { id: toId(id) } });

export const previousBlogQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.previous(id), endpoints.getPreviousBlog, { params: { id: toId(id) } });

/** The member's view: paid blogs come with their body. */
export const userBlogsQueryOptions = (client: ApiClient, query: QueryOf<'listUserBlogs'> = {}) =>
  endpointQuery(client, keys.memberList(query), endpoints.listUserBlogs, { query });

export const userBlogQueryOptions = (client: ApiClient, id: Id) =>
  endpointQuery(client, keys.memberDetail(id), endpoints.getUserBlog, { params: { id: toId(id) } });

export const useBlogs = (query?: QueryOf<'listBlogs'>) => useQuery(blogsQueryOptions(useApiClient(), query));
export const useBlog = (id: Id) => useQuery(blogQueryOptions(useApiClient(), id));
export const useNextBlog = (id: Id) => useQuery(nextBlogQueryOptions(useApiClient(), id));
export const usePreviousBlog = (id: Id) => useQuery(previousBlogQueryOptions(useApiClient(), id));
export const useUserBlogs = (query?: QueryOf<'listUserBlogs'>, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...userBlogsQueryOptions(useApiClient(), query), enabled });
export const useUserBlog = (id: Id, { enabled }: SignedInOptions = {}) =>
  useQuery({ ...userBlogQueryOptions(useApiClient(), id), enabled });
