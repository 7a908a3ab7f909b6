export { DetailLayout, type Neighbour } from './DetailLayout.tsx';
export { sanitizeHtml } from './sanitize.ts';
