import type { PageHead, WebSpecification } from '@fanclub/domain/contract';
import { brandCss, brandLogoCss, brandVariables } from './brand-colors.ts';

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
 * The `<head>` part written from the web specification and, for a server-rendered page, from the
 * page itself: title (the screen's, then the site's), description, canonical URL, Open Graph and
 * Twitter card (so a shared link shows that notice or product, not only the site's name), favicon,
 * and the brand colours as CSS custom properties (so the first paint is already branded). Every
 * value is escaped.
 */
export const renderHead = (spec: WebSpecification | null, publicUrl: string, page?: PageHead): string => {
  if (!spec) return '';
  const siteTitle = escapeHtml(spec.siteTitle);
  const title = page?.title ? `${escapeHtml(page.title)}｜${siteTitle}` : siteTitle;
  const description = escapeHtml(page?.description ?? spec.siteDescription);
  const picture = page?.image ?? spec.siteOGImage;
  const image = picture ? absolute(picture, publicUrl) : null;
  const canonical = page ? absolute(page.path, publicUrl) : null;
  const favicon = spec.favicon ? escapeHtml(spec.favicon) : null;
  const type = spec.favicon ? faviconType(spec.favicon) : null;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${page?.type ?? 'website'}" />`,
    ...(canonical ? [`<meta property="og:url" content="${escapeHtml(canonical)}" />`] : []),
    `<meta property="og:site_name" content="${siteTitle}" />`,
    `<meta property="og:locale" content="ja_JP" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}" />`] : []),
    ...(favicon ? [`<link rel="icon" href="${favicon}"${type ? ` type="${type}"` : ''} />`] : []),
    `<meta name="theme-color" content="${brandVariables(spec)['--brand-main']}" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    `<style id="brand-theme">${brandCss(spec)}${brandLogoCss(spec.logos?.logoHeader)}</style>`,
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

const ROOT = '<div id="root"></div>';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Puts a server-rendered page into the built index.html: its screens' stylesheets and chunks before
 * the head's end (so the HTML paints styled, before any script, and the screen's code comes along
 * with the entry), its HTML inside `#root`, and the JSON script the browser starts from right after
 * it. Unchanged when the template has no empty root.
 */
export const injectPage = (
  html: string,
  page: {
    readonly html: string;
    readonly state: string;
    readonly stylesheets: readonly string[];
    readonly modules: readonly string[];
    /** The stylesheets' text, written in place of their links (a document with islands). */
    readonly inlineStyles?: string;
    /** index.html's stylesheets whose text is in `inlineStyles`: their links go. */
    readonly inlinedLinks?: readonly string[];
  },
): string => {
  if (!html.includes(ROOT)) return html;
  const template = (page.inlinedLinks ?? []).reduce(
    (doc, href) =>
      doc.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*\\shref="${escapeRegExp(href)}"[^>]*>`), ''),
    html,
  );
  const links = [
    ...(page.inlineStyles !== undefined
      ? [`<style>${page.inlineStyles}</style>`]
      : page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)),
    ...page.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ];
  const withLinks = links.length
    ? template.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    : template;
  // A form sent before the page's script has taken it over must not put its fields (a password)
  // in the address: it posts, and the server sends the page again (plugins/site.ts).
  const rendered = page.html.replace(/<form(?![^>]*\smethod=)(?=[\s>])/g, '<form method="post"');
  // A function replacement: a `$` in the page's HTML is text, not a pattern.
  return withLinks.replace(ROOT, () => `<div id="root">${rendered}</div>${page.state}`);
};
