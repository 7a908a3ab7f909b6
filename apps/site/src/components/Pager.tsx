import { Link } from 'react-router-dom';
import styles from './content.module.css';

/** Page links for a list (`?page=`), shown only when there is more than one page. */
export function Pager({
  total,
  pageSize,
  page,
  makeHref,
  label = 'ページ送り',
}: {
  total: number;
  pageSize: number;
  page: number;
  makeHref: (page: number) => string;
  /** Names the navigation; two pagers on one page need different names. */
  label?: string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 && <Link to={makeHref(page - 1)}>前のページ</Link>}
      <span>
        {page} / {pages}
      </span>
      {page < pages && <Link to={makeHref(page + 1)}>次のページ</Link>}
    </nav>
  );
}

/** The current page number from `?page=` (1 when absent or invalid). */
export const pageFromSearch = (search: URLSearchParams): number => {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n > 0 ? n : 1;
};
