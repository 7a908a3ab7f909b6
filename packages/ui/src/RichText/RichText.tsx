import { useLayoutEffect, useRef } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

type RichTextProps = {
  /** CMS HTML; only its safe part is shown (`sanitize-html.ts`). */
  html: string;
  className?: string;
};

/**
 * CMS HTML, sanitised before it reaches the DOM (DESIGN.md security model, `sanitize-html.ts`).
 * The safe nodes go straight into the block before it paints, never through `innerHTML`, so no
 * markup is parsed a second time. Links that leave the site open in a new tab without handing over
 * `window.opener`.
 */
export function RichText({ html, className }: RichTextProps) {
  const block = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = block.current;
    if (!element) return;
    // Emptied first, so the ids of the old content do not count as taken by the page.
    element.replaceChildren();
    element.replaceChildren(sanitizeHtml(html));
  }, [html]);
  return <div ref={block} className={className} />;
}
