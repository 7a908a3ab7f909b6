import { Link } from 'react-router-dom';
import styles from '../../components/content.module.css';

/** Category filter as links (`?category=`), so a filtered list can be shared and reloaded. */
export function CategoryTabs({
  categories,
  current,
  basePath,
}: {
  categories: readonly { id: number; name: string }[];
  current: number | undefined;
  basePath: string;
}) {
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

/** `?category=` as a positive id, or undefined. */
export const categoryFromSearch = (search: URLSearchParams): number | undefined => {
  const n = Number(search.get('category'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Page `page` of a list, keeping its `?category=` filter. */
export const categoryPageHref = (basePath: string, categoryId: number | undefined, page: number): string =>
  `${basePath}?${new URLSearchParams({ ...(categoryId ? { category: String(categoryId) } : {}), page: String(page) })}`;
