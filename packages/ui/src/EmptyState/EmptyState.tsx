import type { ReactNode } from 'react';
import { statusText } from '../messages/status.ts';
import styles from './EmptyState.module.css';

type EmptyStateProps = {
  /** 見出し（既定は「まだ何もありません」）。 */
  title?: string;
  /** 説明。 */
  description?: string;
  /** 次にできること（例: ショップへの `ButtonLink`）。 A way forward, e.g. a ButtonLink to the shop. */
  action?: ReactNode;
};

/**
 * What a list shows when it has nothing yet; says so plainly instead of leaving a blank.
 */
export function EmptyState({ title = statusText.emptyTitle, description, action }: EmptyStateProps) {
  return (
    <section className={styles.root} aria-label={title}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M8 22h10l3 5h6l3-5h10" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </section>
  );
}
