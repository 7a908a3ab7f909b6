import DOMPurify from 'dompurify';

/**
 * CMS HTML is sanitised before rendering (DESIGN.md security model): scripts, event handlers
 * and javascript: URLs go; links that open a new tab get rel=noopener.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    ADD_ATTR: ['target'],
  });
  return clean.replace(/<a ([^>]*target="_blank"[^>]*)>/g, (match, attrs: string) =>
    attrs.includes('rel=') ? match : `<a ${attrs} rel="noopener noreferrer">`,
  );
}
