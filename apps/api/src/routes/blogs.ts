import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { blogsRepository } from '../repositories/blogs.ts';
import { publishedRoutes } from './published.ts';

/** Blogs (also under /users/ for members), with paid posts gated, and each post's neighbours. */
export const blogRoutes = async (app: FastifyInstance) => {
  const blogs = blogsRepository(app.db, app.config.companyId);
  publishedRoutes(app, blogs, { list: endpoints.listBlogs, get: endpoints.getBlog }, { paid: true });
  publishedRoutes(
    app,
    blogs,
    {
      list: endpoints.listUserBlogs,
      get: endpoints.getUserBlog,
      next: endpoints.getNextBlog,
      previous: endpoints.getPreviousBlog,
    },
    { paid: true },
  );
};
