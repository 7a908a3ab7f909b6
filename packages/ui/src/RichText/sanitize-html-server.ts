import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { ALLOWED, DROPPED, isSafeAttribute, opensApart } from './sanitize-html.ts';
import type { SanitizeSite } from './sanitize-html.ts';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const VOID = new Set(['br', 'hr', 'img', 'source', 'track', 'col', 'wbr']);

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The server's copy of `sanitizeHtml` (sanitize-html.ts), for a server-rendered page: the CMS HTML
 * parsed by parse5 (the HTML standard's parser, as the browser's DOMParser), walked with the same
 * allow-list (ALLOWED, DROPPED, `isSafeAttribute`) and written out as HTML. Ids are left out: which
 * names the page's document and window hold is only known in the browser, and the browser's own
 * sanitising replaces this copy when the page hydrates (RichText), ids included. Everything the
 * allow-list drops (SVG, MathML, templates, styles, scripts, comments) stays out, so the written
 * HTML reads back as the same tree.
 */
export const sanitizeHtmlToString = (html: string, baseURI: string): string => {
  const site: SanitizeSite = { baseURI, idTaken: () => true };
  let out = '';
  const children = (parent: ParentNode) => {
    for (const child of parent.childNodes) node(child);
  };
  const node = (child: ChildNode) => {
    if (child.nodeName === '#text') {
      out += escapeText((child as DefaultTreeAdapterMap['textNode']).value);
      return;
    }
    if (!('tagName' in child)) return; // comments, doctypes
    const element = child as DefaultTreeAdapterMap['element'];
    const tag = element.tagName;
    if (element.namespaceURI !== HTML_NS || DROPPED.has(tag)) return;
    if (!ALLOWED.has(tag)) {
      children(element);
      return;
    }
    const kept = element.attrs.filter(({ name, value }) => isSafeAttribute(tag, name, value, site));
    const href = kept.find(({ name }) => name === 'href')?.value;
    // As the browser's copy does: `target` added, `rel` set (in its place when there was one).
    const attributes = opensApart(tag, href)
      ? [
          ...kept.map((a) => (a.name === 'rel' ? { name: 'rel', value: 'noopener noreferrer' } : a)),
          { name: 'target', value: '_blank' },
          ...(kept.some(({ name }) => name === 'rel') ? [] : [{ name: 'rel', value: 'noopener noreferrer' }]),
        ]
      : kept;
    out += `<${tag}${attributes.map(({ name, value }) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;
    if (VOID.has(tag)) return;
    // The parser drops a newline right after <pre>: write one more, as the HTML serialiser does.
    const first = element.childNodes[0];
    if (
      tag === 'pre' &&
      first?.nodeName === '#text' &&
      (first as DefaultTreeAdapterMap['textNode']).value.startsWith('\n')
    ) {
      out += '\n';
    }
    children(element);
    out += `</${tag}>`;
  };
  // Read as the browser's DOMParser reads it: a whole document, without scripting (so <noscript>
  // holds markup, not text), and only its body kept.
  const document = parse(html, { scriptingEnabled: false });
  const root = document.childNodes.find((child) => child.nodeName === 'html') as ParentNode | undefined;
  const body = root?.childNodes.find((child) => child.nodeName === 'body') as ParentNode | undefined;
  if (body) children(body);
  return out;
};
