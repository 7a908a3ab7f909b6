import { db } from '../db.ts';
import { inCategory, neighbours } from './articles.ts';
import { byIdOr404, handle, page } from './handle.ts';
import { newestFirst } from './views.ts';

const sorted = () => [...db.content.notices].sort(newestFirst((item) => item.publishedAt));

export const noticesHandlers = {
  listNotices: handle('listNotices', ({ query }) =>
    page(sorted().filter(inCategory(query?.categoryId)), query),
  ),
  getNotice: handle('getNotice', ({ params }) => byIdOr404(db.content.notices, params.id)),
  getNextNotice: handle('getNextNotice', ({ params }) => neighbours(sorted(), params.id).next),
  getPreviousNotice: handle('getPreviousNotice', ({ params }) => neighbours(sorted(), params.id).previous),
  listNoticeCategories: handle('listNoticeCategories', () => page(db.content.noticeCategories)),
};
