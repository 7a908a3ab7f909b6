import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { PURIFY_CONFIG, withAllowList } from './allow-list.ts';

let purify: ((html: string, baseURI: string) => string) | undefined;

/**
 * The server's sanitising of CMS HTML, for a server-rendered page: DOMPurify on jsdom's window
 * (the HTML standard's parser and serialiser, as the browser's), with the same allow-list as the
 * browser (allow-list.ts). Ids are left out: which names the page's document and window hold is
 * only known in the browser, and the browser's own sanitising replaces this copy when an app page
 * hydrates (RichText), ids included. A document page (islands only) keeps this copy as it is.
 */
export const sanitizeHtmlToString = (html: string, baseURI: string): string => {
  if (!purify) {
    const purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
    const run = withAllowList(purifier);
    purify = (dirty, base) => {
      const body = run(() => purifier.sanitize(dirty, { ...PURIFY_CONFIG, RETURN_DOM: true }), {
        baseURI: base,
        idTaken: () => true,
      });
      // The parser drops a newline right after <pre>, and the serialiser does not write it back:
      // one more, so the HTML reads back as the same text.
      for (const pre of body.querySelectorAll('pre')) {
        const first = pre.firstChild;
        if (first?.nodeType === 3 && first.nodeValue?.startsWith('\n'))
          first.nodeValue = `\n${first.nodeValue}`;
      }
      return body.innerHTML;
    };
  }
  return purify(html, baseURI);
};
