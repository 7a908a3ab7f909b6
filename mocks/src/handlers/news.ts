import { db } from '../db.ts';
import { inCategory, neighbours } from './articles.ts';
import { byIdOr404, handle, page } from './handle.ts';
import { gateContent, newestFirst } from './views.ts';

const sorted = () => [...db.content.news].sort(newestFirst((item) => item.publishAt));

export const newsHandlers = {
  listNews: handle('listNews', ({ query, user }) =>
    page(
      sorted()
        .filter(inCategory(query?.categoryId))
        .map((item) => gateContent(item, user)),
      query,
    ),
  ),
  getNews: handle('getNews', ({ params, user }) => gateContent(byIdOr404(db.content.news, params.id), user)),
  getNextNews: handle('getNextNews', ({ params, user }) => {
    const { next } = neighbours(sorted(), params.id);
    return next && gateContent(next, user);
  }),
  getPreviousNews: handle('getPreviousNews', ({ params, user }) => {
    const { previous } = neighbours(sorted(), params.id);
    return previous && gateContent(previous, user);
  }),
  listNewsCategories: handle('listNewsCategories', () => page(db.content.newsCategories)),
};
