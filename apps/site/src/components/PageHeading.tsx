import { usePageTitle } from '../app/site/use-page-title.ts';
import styles from './content.module.css';

/** The screen's h1, which is also its document title (issue 5: a page title per screen). */
export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  usePageTitle(title);
  return (
    <div className={styles.pageHeading}>
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
    </div>
  );
}
