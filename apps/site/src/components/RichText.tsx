import { RichText as UiRichText } from '@fanclub/ui';
import styles from './content.module.css';

/**
 * CMS HTML in the site's text style. The sanitising (a DOMParser allow-list, the safe nodes
 * inserted directly, never re-parsed; DESIGN.md security model) is `RichText` of `@fanclub/ui`,
 * shared with the library's DetailLayout and the other components that show CMS HTML.
 */
export function RichText({ html }: { html: string }) {
  return <UiRichText html={html} className={styles.richText} />;
}
