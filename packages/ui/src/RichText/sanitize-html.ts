/**
 * CMS HTML to safe DOM nodes (DESIGN.md security model), by allow-list:
 * 1. the HTML is parsed into an inert document (DOMParser: no scripts run, nothing loads);
 * 2. its body is walked and a new tree is built in this document, keeping only the elements and
 *    attributes listed here. Everything else goes: comments, scripts, styles, forms, frames, SVG and
 *    MathML (with their content), event handlers and any attribute not listed. An element that is
 *    not listed but harmless (`<font>`, `<center>`, a custom element) gives way to its content;
 * 3. URLs must be http(s), mailto or relative (which includes `#id`); images also take inline
 *    raster `data:` images. The browser's own URL parser decides, so `java\tscript:` and the like
 *    are read exactly as the browser would read them.
 * The result is built node by node and handed over as nodes, never serialised and parsed again,
 * so there is no second parse that could read the markup differently (mutation XSS).
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';

const tags = (list: string) => new Set(list.split(' '));

export const ALLOWED = tags(
  'a abbr address article aside audio b bdi bdo blockquote br caption cite code col colgroup data dd del ' +
    'details dfn div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hgroup hr i img ins kbd li ' +
    'mark ol p picture pre q rp rt ruby s samp section small source span strong sub summary sup table ' +
    'tbody td tfoot th thead time tr track u ul var video wbr',
);

/** Not listed, and their content goes with them (the rest of the unlisted give way to their content). */
export const DROPPED = tags(
  'script style template noscript iframe frame frameset object embed applet noembed noframes title ' +
    'textarea select option optgroup datalist xmp plaintext svg math head meta link base form input ' +
    'button canvas dialog slot portal',
);

const GLOBAL_ATTRIBUTES = tags('class id title lang dir style role align width height hidden translate');

const ATTRIBUTES: Record<string, Set<string>> = {
  a: tags('href hreflang rel'),
  img: tags('src srcset sizes alt loading decoding'),
  source: tags('src srcset sizes type media'),
  video: tags('src poster controls loop muted playsinline preload'),
  audio: tags('src controls loop muted preload'),
  track: tags('src kind srclang label default'),
  td: tags('colspan rowspan headers valign'),
  th: tags('colspan rowspan headers scope valign abbr'),
  col: tags('span'),
  colgroup: tags('span'),
  ol: tags('start reversed type'),
  li: tags('value'),
  time: tags('datetime'),
  data: tags('value'),
  del: tags('cite datetime'),
  ins: tags('cite datetime'),
  q: tags('cite'),
  blockquote: tags('cite'),
  details: tags('open'),
};

const URL_ATTRIBUTES = tags('href src cite poster');
const LINK_PROTOCOLS = tags('http: https: mailto:');
const MEDIA_PROTOCOLS = tags('http: https:');
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|avif);base64,[a-z0-9+/]+=*$/i;
/** CSS that could load something or, in old engines, run script. */
const RISKY_CSS = /url\s*\(|expression\s*\(|javascript:|@import|behavior|binding/i;

/** Where the allow-list is applied: the page's address, and which ids the page has taken. */
export interface SanitizeSite {
  /** The base relative URLs resolve against (only their protocol is read). */
  readonly baseURI: string;
  /** Whether an `id` would shadow or take a name of the page (DOM clobbering). */
  readonly idTaken: (id: string) => boolean;
}

const isSafeUrl = (value: string, tag: string, attribute: string, site: SanitizeSite): boolean => {
  if (tag === 'img' && attribute === 'src' && DATA_IMAGE.test(value.trim())) return true;
  let protocol: string;
  try {
    protocol = new URL(value, site.baseURI).protocol;
  } catch {
    return false;
  }
  return (attribute === 'href' ? LINK_PROTOCOLS : MEDIA_PROTOCOLS).has(protocol);
};

/** Whether an attribute of an allowed element is kept (the server's copy applies the same rules). */
export const isSafeAttribute = (tag: string, name: string, value: string, site: SanitizeSite): boolean => {
  if (!GLOBAL_ATTRIBUTES.has(name) && !ATTRIBUTES[tag]?.has(name) && !name.startsWith('aria-')) return false;
  if (URL_ATTRIBUTES.has(name)) return isSafeUrl(value, tag, name, site);
  if (name === 'srcset') {
    return value.split(',').every((candidate) => {
      const url = candidate.trim().split(/\s+/)[0];
      return !url || isSafeUrl(url, tag, 'srcset', site);
    });
  }
  if (name === 'style') return !RISKY_CSS.test(value);
  // An id must not shadow a property of the page's document or window (DOM clobbering), nor take
  // one the page already has (`main`, the skip link's target).
  if (name === 'id') return /^[a-z][\w-]*$/i.test(value) && !site.idTaken(value);
  return true;
};

/** This page: its address, and the names its document and window hold. */
const thisPage = (): SanitizeSite => ({
  baseURI: document.baseURI,
  idTaken: (id) => id in document || id in window || document.getElementById(id) !== null,
});

/** Links that leave the site open in a new tab without handing over `window.opener`. */
export const opensApart = (tag: string, href: string | null | undefined) =>
  tag === 'a' && Boolean(href?.startsWith('http'));

const copyChildren = (from: Node, to: Node, site: SanitizeSite): void => {
  for (let child = from.firstChild; child; child = child.nextSibling) {
    const copy = copyNode(child, site);
    if (copy) to.appendChild(copy);
  }
};

const copyNode = (node: Node, site: SanitizeSite): Node | null => {
  if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(node.nodeValue ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const source = node as Element;
  const tag = source.localName;
  if (source.namespaceURI !== HTML_NS || DROPPED.has(tag)) return null;
  if (!ALLOWED.has(tag)) {
    const content = document.createDocumentFragment();
    copyChildren(source, content, site);
    return content;
  }
  const element = document.createElement(tag);
  for (const { name, value } of Array.from(source.attributes)) {
    if (isSafeAttribute(tag, name, value, site)) element.setAttribute(name, value);
  }
  if (opensApart(tag, element.getAttribute('href'))) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
  copyChildren(source, element, site);
  return element;
};

/** The safe part of `html`, as a fragment of this document ready to insert. */
export const sanitizeHtml = (html: string): DocumentFragment => {
  const inert = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  copyChildren(inert.body, fragment, thisPage());
  return fragment;
};
