import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { faqs } from '../db/schema/index.ts';
import { listRows } from './paging.ts';

/** The Q&A page's questions: published ones only, in their display order. */
export const faqsRepository = (db: Db, companyId: number) => ({
  list: () =>
    listRows(
      db,
      faqs,
      and(eq(faqs.companyId, companyId), eq(faqs.status, 'published')),
      [asc(faqs.displayOrder), asc(faqs.id)],
      (r) => ({ id: r.id, question: r.question, answer: r.answer, displayOrder: r.displayOrder }),
    ),
});
