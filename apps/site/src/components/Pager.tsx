import { Pagination } from '@fanclub/ui';
import styles from './content.module.css';

/** The library's page links for a routed list (`?page=`), shown only when there is more than one page. */
export function Pager({
  total,
  pageSize,
  page,
  makeHref,
  label,
}: {
  total: number;
  pageSize: number;
  page: number;
  makeHref: (page: number) => string;
  /** Names the navigation; two pagers on one page need different names. */
  label?: string;
}) {
  return (
    <Pagination
      page={page}
      totalPages={Math.ceil(total / pageSize)}
      hrefFor={makeHref}
      label={label}
      className={styles.pager}
    />
  );
}

export { pageFromSearch } from '../app/route-data.ts';
