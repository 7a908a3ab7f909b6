import { answers } from '@fanclub/domain/answers';
import { fail } from './handle.ts';

/**
 * Next (newer) and previous (older) of an item in a list sorted newest first; a missing id is a
 * 404, an end of the list is null.
 */
export function neighbours<T extends { id: number }>(newestFirst: readonly T[], id: number) {
  const index = newestFirst.findIndex((item) => item.id === id);
  if (index < 0) fail(404, answers.notFound);
  return { next: newestFirst[index - 1] ?? null, previous: newestFirst[index + 1] ?? null };
}

/** Keeps items of one category when the query names one. */
export const inCategory =
  (categoryId: number | undefined) =>
  (item: { category: { id: number } }): boolean =>
    categoryId === undefined || item.category.id === categoryId;
