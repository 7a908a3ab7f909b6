import { endpoints } from '@fanclub/domain/contract';
import { blogsRepository } from '../repositories/blogs.ts';
import { byPaid } from './define.ts';
import { publishedRoutes } from './published.ts';

/** Blogs (also under /users/ for members), with paid posts gated, and each post's neighbours. */
export const blogRoutes = publishedRoutes(
  blogsRepository,
  byPaid,
  { list: endpoints.listBlogs, get: endpoints.getBlog },
  {
    list: endpoints.listUserBlogs,
    get: endpoints.getUserBlog,
    next: endpoints.getNextBlog,
    previous: endpoints.getPreviousBlog,
  },
);
