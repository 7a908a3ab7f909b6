import type { ErrorMessageKey } from '@fanclub/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QueryFailure } from './QueryBoundary.tsx';
import styles from './content.module.css';

type CategoryList = { readonly data: readonly { id: number; name: string }[] };

/**
 * Category filter as links (`?category=`), so a filtered list can be shared and reloaded. When the
 * categories cannot be fetched, the spec's message for them (section 8) and a retry take their place.
 */
export function CategoryTabs({
  query,
  errorKey,
  current,
  basePath,
}: {
  query: UseQueryResult<CategoryList>;
  errorKey: ErrorMessageKey;
  current: number | undefined;
  basePath: string;
}) {
  if (query.isError) return <QueryFailure query={query} errorKey={errorKey} />;
  const categories = query.data?.data ?? [];
  if (categories.length === 0) return null;
  return (
    <nav aria-label="カテゴリー">
      <ul className={styles.tabs}>
        <li>
          <Link to={basePath} aria-current={current === undefined ? 'page' : undefined}>
            すべて
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`${basePath}?category=${category.id}`}
              aria-current={current === category.id ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { categoryFromSearch } from '../app/route-data.ts';

/** Page `page` of a list, keeping its `?category=` filter. */
export const categoryPageHref = (basePath: string, categoryId: number | undefined, page: number): string =>
  `${basePath}?${new URLSearchParams({ ...(categoryId ? { category: String(categoryId) } : {}), page: String(page) })}`;
