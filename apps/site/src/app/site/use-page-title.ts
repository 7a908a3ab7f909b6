import { createContext, useContext, useEffect } from 'react';
import { useWebSpec } from './WebSpecProvider.tsx';

/** Told the screen's title during a server render. */
export const PageTitleContext = createContext<((title: string | undefined) => void) | null>(null);

/** Sets the document title to 「{screen}｜{site title}」 (the site title alone on home). */
export const usePageTitle = (title: string | undefined) => {
  // The server's render (src/entry-server.tsx) writes the screen's title into the page's <head>.
  useContext(PageTitleContext)?.(title);
  const siteTitle = useWebSpec()?.siteTitle;
  useEffect(() => {
    const site = siteTitle ?? document.title.split('｜').pop() ?? '';
    document.title = title ? `${title}｜${site}` : site;
  }, [title, siteTitle]);
};
