export type PageItem = number | 'gap';

/**
 * The page numbers to show: first, last, and a window around the current page, with gaps
 * between. Keeps the bar short enough for a 360 px phone.
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  if (total <= 0) return [];
  const pages = new Set([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
