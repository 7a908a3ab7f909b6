import { isSafeAttribute } from '../RichText/allow-list.ts';
import { sanitizeHtml } from '../RichText/sanitize-html.ts';

/** `html` reduced to what the site shows (the sanitiser's allow-list), as markup. */
export const cleanMarkup = (html: string): string => {
  const holder = document.createElement('div');
  holder.append(sanitizeHtml(html));
  return holder.innerHTML;
};

/** Whether a link's address is one the site keeps (http(s), mailto or a path of the site). */
export const isSafeLink = (href: string): boolean =>
  href.trim() !== '' &&
  isSafeAttribute('a', 'href', href.trim(), { baseURI: document.baseURI, idTaken: () => false });
