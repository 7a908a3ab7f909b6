import { useEffect } from 'react';
import { useWebSpec } from './WebSpecProvider.tsx';

/** Sets the document title to 「{screen}｜{site title}」 (the site title alone on home). */
export const usePageTitle = (title: string | undefined) => {
  const siteTitle = useWebSpec()?.siteTitle;
  useEffect(() => {
    const site = siteTitle ?? document.title.split('｜').pop() ?? '';
    document.title = title ? `${title}｜${site}` : site;
  }, [title, siteTitle]);
};
