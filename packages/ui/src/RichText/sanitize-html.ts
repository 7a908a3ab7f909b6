import createDOMPurify from 'dompurify';
import { PURIFY_CONFIG, withAllowList } from './allow-list.ts';
import type { SanitizeSite } from './allow-list.ts';

export { ALLOWED, DROPPED, isSafeAttribute, opensApart } from './allow-list.ts';
export type { SanitizeSite } from './allow-list.ts';

/**
 * CMS HTML to safe DOM nodes in the browser: DOMPurify with the allow-list of allow-list.ts. The
 * HTML is parsed into an inert document (no scripts run, nothing loads), cleaned there, and the
 * result handed over as nodes of this document, never serialised and parsed again (no second parse
 * that could read the markup differently: mutation XSS).
 */
let purify: (<T>(run: () => T, at: SanitizeSite) => T) | undefined;
let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** This page: its address, and the names its document and window hold. */
const thisPage = (): SanitizeSite => ({
  baseURI: document.baseURI,
  idTaken: (id) => id in document || id in window || document.getElementById(id) !== null,
});

/** The safe part of `html`, as a fragment of this document ready to insert. */
export const sanitizeHtml = (html: string): DocumentFragment => {
  purifier ??= createDOMPurify(window);
  purify ??= withAllowList(purifier);
  const instance = purifier;
  const clean = purify(
    () => instance.sanitize(html, { ...PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true }),
    thisPage(),
  );
  return document.importNode(clean, true);
};
