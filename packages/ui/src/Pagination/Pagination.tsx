import { Button } from 'react-aria-components';
import { paginationText } from '../messages/pagination.ts';
import { pageItems } from './pages.ts';
import styles from './Pagination.module.css';

type PaginationProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={paginationText.pagination} className={styles.nav}>
      <Button className={styles.step} isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        <span aria-hidden="true">‹</span> {paginationText.previousPage}
      </Button>
      <ol className={styles.pages}>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                className={styles.page}
                aria-label={paginationText.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ol>
      <Button className={styles.step} isDisabled={page >= totalPages} onPress={() => onPageChange(page + 1)}>
        {paginationText.nextPage} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
