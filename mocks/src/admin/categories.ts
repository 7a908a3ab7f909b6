/**
 * The categories of the news and of the content types with categories on the fake backend, as the
 * console edits them (`/content/:type/categories`). Their place in their list is their order.
 */
import type { CategoryOwner } from '@fanclub/domain/admin';
import { COMPANY_ID } from '@fanclub/domain';
import { db } from '../db.ts';
import { adminDb } from './state.ts';

const categoryKeys = {
  news: 'newsCategories',
  notices: 'noticeCategories',
  schedules: 'scheduleCategories',
  discographies: 'discographyCategories',
} as const;

type MockCategory = { id: number; name: string; companyId?: number };

/** The categories of the news or of a content type, in their order (null for a type without). */
export const categoriesOf = (type: CategoryOwner): MockCategory[] | null =>
  type in categoryKeys ? db.content[categoryKeys[type as keyof typeof categoryKeys]] : null;

/** The rows of `type` in the category `id`. */
const rowsIn = (type: CategoryOwner, id: number) =>
  type === 'news'
    ? adminDb.news.filter((item) => item.category.id === id).length
    : adminDb.content[type].filter((row) => row.categoryId === id).length;

/** A category as the console edits it: its place in the list is its display order. */
export const contentCategoryRow = (type: CategoryOwner, category: MockCategory) => ({
  id: category.id,
  name: category.name,
  companyId: category.companyId ?? COMPANY_ID,
  displayOrder: (categoriesOf(type) ?? []).indexOf(category),
  itemCount: rowsIn(type, category.id),
});

export const contentCategories = (type: CategoryOwner) =>
  (categoriesOf(type) ?? []).map((category) => contentCategoryRow(type, category));

/** A renamed news category is renamed on the news that carry it (they hold its name). */
export const renameNewsCategory = (id: number, name: string) => {
  for (const item of [...adminDb.news, ...db.content.news])
    if (item.category.id === id) item.category = { ...item.category, name };
};
