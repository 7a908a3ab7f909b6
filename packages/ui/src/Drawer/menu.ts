/** A menu entry: a company page (spec section 3) by its key, its name and the address it opens. */
export type MenuItemData = { key: string; label: string; href: string };

/** Two equal columns (spec section 9); the first gets the extra item when the count is odd. */
export function splitColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
