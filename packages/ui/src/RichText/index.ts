export { RichText } from './RichText.tsx';
export { sanitizeHtml } from './sanitize-html.ts';
