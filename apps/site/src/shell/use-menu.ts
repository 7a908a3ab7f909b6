import { useCompanyPages } from '@fanclub/domain/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { companyPagePath, paths } from '../app/paths.ts';

export interface MenuItem {
  readonly key: string;
  readonly label: string;
  readonly href: string;
}

/**
 * The menu: visible company pages in display order, each linking to `/{key}` (spec section 2).
 * A failed fetch sends the visitor to `/` (spec section 8).
 */
export const useMenu = (): readonly MenuItem[] => {
  const { data, isError } = useCompanyPages();
  const navigate = useNavigate();
  useEffect(() => {
    if (isError) navigate(paths.home, { replace: true });
  }, [isError, navigate]);
  return useMemo(
    () =>
      (data?.data ?? [])
        .filter((page) => page.isVisible)
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((page) => ({ key: page.key, label: page.name, href: companyPagePath(page.key) })),
    [data],
  );
};

/** Two equal columns (spec section 9); the first gets the extra item when the count is odd. */
export const splitInTwo = <T>(items: readonly T[]): [T[], T[]] => {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
};
