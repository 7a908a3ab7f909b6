import type { GiftPost } from '@fanclub/domain/contract';
import { db, mockNow } from '../db.ts';
import { byIdOr404, handle, page } from './handle.ts';

function sortPosts(posts: GiftPost[], sortBy?: string, sortDir: 'asc' | 'desc' = 'desc') {
  const value = (post: GiftPost) => (sortBy === 'id' ? post.id : Date.parse(post.publishedAt));
  return [...posts].sort((a, b) => (sortDir === 'asc' ? value(a) - value(b) : value(b) - value(a)));
}

/** As the API: a post scheduled in the console shows once its publishing time has come. */
const published = () =>
  db.content.giftPosts.filter((post) => Date.parse(post.publishedAt) <= Date.parse(mockNow()));

export const giftPostsHandlers = {
  listGiftPosts: handle('listGiftPosts', ({ query }) =>
    page(sortPosts(published(), query?.sortBy, query?.sortDir), query),
  ),
  getGiftPost: handle('getGiftPost', ({ params }) => byIdOr404(published(), params.id)),
};
