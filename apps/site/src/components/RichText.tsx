import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './content.module.css';

/**
 * CMS HTML, sanitised before it reaches the DOM (DESIGN.md security model). Links that leave the
 * site open in a new tab without handing over `window.opener`.
 */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => {
    const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
    fragment.querySelectorAll('a[href^="http"]').forEach((a) => {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    });
    const holder = document.createElement('div');
    holder.append(fragment);
    return holder.innerHTML;
  }, [html]);
  // Sanitised just above; this is the one place CMS HTML is rendered.
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
