import type { Config, DOMPurify } from 'dompurify';

/**
 * The one allow-list of CMS HTML (DESIGN.md security model), applied by DOMPurify in the browser
 * (sanitize-html.ts) and on the server (sanitize-html-server.ts, DOMPurify on jsdom), and the subset
 * the console's rich-text editor writes (RichTextEditor):
 * - elements in ALLOWED are kept; those in DROPPED go with their content (scripts, styles, forms,
 *   frames, SVG, MathML…); any other (`<font>`, `<center>`, a custom element) gives way to its content;
 * - attributes are kept only when listed here; URLs must be http(s), mailto or relative (which
 *   includes `#id`), and images also take inline raster `data:` images. The URL parser decides, so
 *   `java\tscript:` and the like are read exactly as the browser reads them;
 * - links that leave the site open in a new tab without handing over `window.opener`.
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

/** Whether an attribute of an allowed element is kept. */
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

/** Links that leave the site open in a new tab without handing over `window.opener`. */
export const opensApart = (tag: string, href: string | null | undefined) =>
  tag === 'a' && Boolean(href?.startsWith('http'));

/** DOMPurify's settings for the allow-list (the attributes are decided by the hook below). */
export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED],
  FORBID_CONTENTS: [...DROPPED],
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
} satisfies Config;

/**
 * `purifier` set to apply the allow-list: returns how to run it for one site (its address and
 * taken ids). DOMPurify keeps its hooks per instance, so each instance is set once.
 */
export const withAllowList = (purifier: DOMPurify) => {
  let site: SanitizeSite = { baseURI: 'https://invalid.example/', idTaken: () => true };
  purifier.addHook('uponSanitizeAttribute', (element, event) => {
    const tag = element.localName;
    // The value as written (DOMPurify hands over a trimmed copy).
    const value = element.getAttribute(event.attrName) ?? event.attrValue;
    if (element.namespaceURI === HTML_NS && isSafeAttribute(tag, event.attrName, value, site)) {
      event.forceKeepAttr = true;
    } else {
      event.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (element) => {
    if (opensApart(element.localName, element.getAttribute('href'))) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return <T>(run: () => T, at: SanitizeSite): T => {
    site = at;
    try {
      return run();
    } finally {
      site = { baseURI: 'https://invalid.example/', idTaken: () => true };
    }
  };
};
