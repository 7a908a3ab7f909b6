import { statusText } from '../messages/status.ts';
import styles from './PageSpinner.module.css';

type PageSpinnerProps = {
  /** What is loading, read out to screen readers. */
  label?: string;
  /** `page` fills the viewport (route guard); `inline` sits in a section. */
  size?: 'page' | 'inline';
};

export function PageSpinner({ label = statusText.loading, size = 'page' }: PageSpinnerProps) {
  return (
    <div role="status" className={styles.root} data-size={size}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
