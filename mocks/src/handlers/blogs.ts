import type { Blog, User } from '@fanclub/domain/contract';
import { db } from '../db.ts';
import { neighbours } from './articles.ts';
import { byIdOr404, handle, page } from './handle.ts';
import { gateContent, newestFirst } from './views.ts';

const sorted = () => [...db.content.blogs].sort(newestFirst((item) => item.publishedAt));
const view = (user: User | null) => (blog: Blog) => gateContent(blog, user);

export const blogsHandlers = {
  listBlogs: handle('listBlogs', ({ query, user }) => page(sorted().map(view(user)), query)),
  getBlog: handle('getBlog', ({ params, user }) => view(user)(byIdOr404(db.content.blogs, params.id))),
  getNextBlog: handle('getNextBlog', ({ params, user }) => {
    const { next } = neighbours(sorted(), params.id);
    return next && view(user)(next);
  }),
  getPreviousBlog: handle('getPreviousBlog', ({ params, user }) => {
    const { previous } = neighbours(sorted(), params.id);
    return previous && view(user)(previous);
  }),
  listUserBlogs: handle('listUserBlogs', ({ query, user }) => page(sorted().map(view(user)), query)),
  getUserBlog: handle('getUserBlog', ({ params, user }) =>
    view(user)(byIdOr404(db.content.blogs, params.id)),
  ),
};
