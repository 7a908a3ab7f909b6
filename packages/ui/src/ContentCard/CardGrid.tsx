import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/**
 * Cards in a responsive grid: 2 columns on a phone, up to 4 on desktop. Its own style sheet, so the
 * product list's chunk does not carry ContentCard's class names.
 */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
