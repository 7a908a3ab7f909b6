import { useCompanyPages } from '@fanclub/domain/react';
import type { MenuItemData } from '@fanclub/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { companyPagePath, paths } from '../app/paths.ts';
import { isOnline } from '../app/site/use-online.ts';

/**
 * The menu: visible company pages in display order, each linking to `/{key}` (spec section 2).
 * A failed fetch sends the visitor to `/` (spec section 8), unless the browser is offline: the
 * membership card opens offline and must stay on screen.
 */
export const useMenu = (): readonly MenuItemData[] => {
  const { data, isError } = useCompanyPages();
  const navigate = useNavigate();
  useEffect(() => {
    if (isError && isOnline()) void navigate(paths.home, { replace: true });
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
