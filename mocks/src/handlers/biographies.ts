import { db } from '../db.ts';
import { byIdOr404, handle, page } from './handle.ts';

export const biographiesHandlers = {
  listBiographies: handle('listBiographies', ({ query }) => page(db.content.biographies, query)),
  getBiography: handle('getBiography', ({ params }) => byIdOr404(db.content.biographies, params.id)),
};
