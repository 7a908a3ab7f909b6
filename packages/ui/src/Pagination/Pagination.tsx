import type { ReactNode } from 'react';
import { withClass } from '../Button/with-class.ts';
import { NativeLink } from '../Link/NativeLink.tsx';
import { paginationText } from '../messages/pagination.ts';
import { pageItems } from './pages.ts';
import styles from './Pagination.module.css';

type PaginationProps = {
  /** 今のページ（1 から）。 1-based. */
  page: number;
  /** ページの数。 */
  totalPages: number;
  /**
   * ナビゲーションの名前（1 画面に 2 つあるときは別の名前に）。
   * Names the navigation; two pagers on one screen need different names.
   */
  label?: string;
  /** レイアウト用のクラス（余白）。 Extra class for layout (margins); the look is the library's. */
  className?: string;
} & (
  | {
      /** Link mode: each page is an address (`?page=n`), so the back button and shared links work. */
      hrefFor: (page: number) => string;
      onPageChange?: never;
    }
  | {
      /** Button mode: the page is local state (a list inside a dialog or a panel). */
      onPageChange: (page: number) => void;
      hrefFor?: never;
    }
);

/**
 * Page numbers with the previous and next steps, hidden when everything fits on one page. Native
 * links or buttons (no react-aria), so a public list screen keeps its JavaScript small.
 */
export function Pagination({
  page,
  totalPages,
  label = paginationText.pagination,
  className,
  hrefFor,
  onPageChange,
}: PaginationProps) {
  if (totalPages <= 1) return null;

  const target = (
    to: number,
    className: string | undefined,
    children: ReactNode,
    name?: string,
    current?: boolean,
  ) => {
    const common = {
      className,
      'aria-label': name,
      'aria-current': current ? ('page' as const) : undefined,
    };
    if (hrefFor) {
      return (
        <NativeLink {...common} href={hrefFor(to)}>
          {children}
        </NativeLink>
      );
    }
    return (
      <button {...common} type="button" onClick={() => onPageChange?.(to)}>
        {children}
      </button>
    );
  };

  // A step off either end: a disabled button, or in link mode plain text (a link must lead somewhere).
  const step = (to: number, enabled: boolean, children: ReactNode) => {
    if (enabled) return target(to, styles.step, children);
    return hrefFor ? (
      <span className={styles.step} aria-disabled="true">
        {children}
      </span>
    ) : (
      <button className={styles.step} type="button" disabled>
        {children}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={withClass(styles.nav, className)}>
      {step(
        page - 1,
        page > 1,
        <>
          <span aria-hidden="true">‹</span> {paginationText.previousPage}
        </>,
      )}
      <ol className={styles.pages}>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{target(item, styles.page, item, paginationText.page(item), item === page)}</li>
          ),
        )}
      </ol>
      {step(
        page + 1,
        page < totalPages,
        <>
          {paginationText.nextPage} <span aria-hidden="true">›</span>
        </>,
      )}
    </nav>
  );
}
