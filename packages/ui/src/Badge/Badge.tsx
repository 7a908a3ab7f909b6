import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** A short status label (NEW, 会員限定, 発送済み...). Colour is never the only signal: it has text. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
