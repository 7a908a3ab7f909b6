import type { GiftPost } from '@fanclub/domain/contract';
import { db } from '../db.ts';
import { byIdOr404, handle, page } from './handle.ts';

function sortPosts(posts: GiftPost[], sortBy?: string, sortDir: 'asc' | 'desc' = 'desc') {
  const value = (post: GiftPost) => (sortBy === 'id' ? post.id : Date.parse(post.publishedAt));
  return [...posts].sort((a, b) => (sortDir === 'asc' ? value(a) - value(b) : value(b) - value(a)));
}

export const giftPostsHandlers = {
  listGiftPosts: handle('listGiftPosts', ({ query }) =>
    page(sortPosts(db.content.giftPosts, query?.sortBy, query?.sortDir), query),
  ),
  getGiftPost: handle('getGiftPost', ({ params }) => byIdOr404(db.content.giftPosts, params.id)),
};
