import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { blogsRepository } from '../repositories/blogs.ts';
import { paging } from '../repositories/paging.ts';
import { usersRepository } from '../repositories/users.ts';
import { byPaid, defineRoute, found, neighbour } from './define.ts';

/** Blogs (also under /users/ for members), with paid posts gated, and each post's neighbours. */
export const blogRoutes = async (app: FastifyInstance) => {
  const blogs = blogsRepository(app.db, app.config.companyId);
  const users = usersRepository(app.db);
  const paid = (userId: number | null) => users.isPaidMember(userId);

  for (const [list, get] of [
    [endpoints.listBlogs, endpoints.getBlog],
    [endpoints.listUserBlogs, endpoints.getUserBlog],
  ] as const) {
    defineRoute(
      app,
      list,
      async ({ query, userId }) => blogs.list(paging(query), await paid(userId)),
      byPaid,
    );
    defineRoute(
      app,
      get,
      async ({ params, userId }) => found(await blogs.get(params.id, await paid(userId))),
      byPaid,
    );
  }
  defineRoute(
    app,
    endpoints.getNextBlog,
    async ({ params, userId }) => neighbour(await blogs.neighbour(params.id, 'next', await paid(userId))),
    byPaid,
  );
  defineRoute(
    app,
    endpoints.getPreviousBlog,
    async ({ params, userId }) => neighbour(await blogs.neighbour(params.id, 'previous', await paid(userId))),
    byPaid,
  );
};
