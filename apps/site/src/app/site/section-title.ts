import type { CompanyPage } from '@fanclub/domain';
import { useCompanyPages } from '@fanclub/domain/react';
import type { CompanyPageKey } from '../paths.ts';

/**
 * A section's title is its company page's name, the very name its menu item shows (spec section 2:
 * "each item is labelled with the page name"): one source, so 「メンバーからのギフト」 in the menu
 * never opens a page titled 「ギフト」. `fallback` (the site's own word) is for a section without a
 * company page.
 */
export const sectionTitle = (
  pages: readonly Pick<CompanyPage, 'key' | 'name'>[] | undefined,
  key: CompanyPageKey,
  fallback: string,
): string => pages?.find((page) => page.key === key)?.name ?? fallback;

/** `sectionTitle` from the company pages the menu is built from (the shell loads them on every route). */
export const useSectionTitle = (key: CompanyPageKey, fallback: string): string =>
  sectionTitle(useCompanyPages().data?.data, key, fallback);
