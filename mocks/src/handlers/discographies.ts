import { db } from '../db.ts';
import { inCategory } from './articles.ts';
import { byIdOr404, handle, page } from './handle.ts';
import { gateContent } from './views.ts';

export const discographiesHandlers = {
  listDiscographies: handle('listDiscographies', ({ query, user }) =>
    page(
      db.content.discographies.filter(inCategory(query?.categoryId)).map((item) => gateContent(item, user)),
      query,
    ),
  ),
  getDiscography: handle('getDiscography', ({ params, user }) =>
    gateContent(byIdOr404(db.content.discographies, params.id), user),
  ),
  listDiscographyCategories: handle('listDiscographyCategories', () =>
    page(db.content.discographyCategories),
  ),
};
