import { db } from '../db.ts';
import { handle, page } from './handle.ts';

export const faqsHandlers = {
  listFaqs: handle('listFaqs', () =>
    page([...db.content.faqs].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)),
  ),
};
