import type { ReactNode } from 'react';
import styles from './PlanCard.module.css';

/** Plans side by side on desktop for comparison, stacked on a phone. */
export function PlanList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.plans} aria-label={label}>
      {children}
    </ul>
  );
}
