export { RichText, RichTextServerContext } from './RichText.tsx';
export { sanitizeHtml } from './sanitize-html.ts';
