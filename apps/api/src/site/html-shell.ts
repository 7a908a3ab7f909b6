import type { WebSpecification } from '@fanclub/domain/contract';
import { brandCss, brandVariables } from './brand-colors.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Share cards need absolute URLs; the demo data stores site-relative ones (`/demo/...`). */
const absolute = (url: string, publicUrl: string) => {
  try {
    return new URL(url, `${publicUrl}/`).toString();
  } catch {
    return null;
  }
};

const faviconType = (url: string) =>
  url.endsWith('.svg')
    ? 'image/svg+xml'
    : url.endsWith('.png')
      ? 'image/png'
      : url.endsWith('.ico')
        ? 'image/x-icon'
        : null;

/**
 * The `<head>` part written from the web specification: title, description, Open Graph and
 * Twitter card (so a shared link shows the right card), favicon, and the brand colours as CSS
 * custom properties (so the first paint is already branded). Every value is escaped.
 */
export const renderHead = (spec: WebSpecification | null, publicUrl: string): string => {
  if (!spec) return '';
  const title = escapeHtml(spec.siteTitle);
  const description = escapeHtml(spec.siteDescription);
  const image = spec.siteOGImage ? absolute(spec.siteOGImage, publicUrl) : null;
  const favicon = spec.favicon ? escapeHtml(spec.favicon) : null;
  const type = spec.favicon ? faviconType(spec.favicon) : null;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${title}" />`,
    `<meta property="og:locale" content="ja_JP" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}" />`] : []),
    ...(favicon ? [`<link rel="icon" href="${favicon}"${type ? ` type="${type}"` : ''} />`] : []),
    `<meta name="theme-color" content="${brandVariables(spec)['--brand-main']}" />`,
    `<style id="brand-theme">${brandCss(spec)}</style>`,
  ].join('\n    ');
};

const START = '<!--app-head-->';
const END = '<!--/app-head-->';

/**
 * Replaces the marked region of the built index.html (docs/web-spec-cookies.md): everything from
 * `<!--app-head-->` to `<!--/app-head-->`, or the lone start marker when there is no end marker.
 * Without a specification the defaults between the markers stay.
 */
export const injectHead = (html: string, head: string): string => {
  if (!head) return html;
  const start = html.indexOf(START);
  if (start < 0) return html.replace('</head>', `${head}\n</head>`);
  const end = html.indexOf(END, start);
  return end < 0
    ? html.replace(START, head)
    : `${html.slice(0, start)}${head}${html.slice(end + END.length)}`;
};
