import { Button } from '@fanclub/ui';
import { useEffect, useId, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { routeFailureText } from '../messages/route-failure.ts';

/**
 * A page delivered as a document moves to another page by a document navigation: offline, the
 * browser would show its own error page in place of the site. A tap on an in-site link while the
 * browser is offline shows the site's failure instead, in the page's `<main>` (header and footer
 * stay): 通信できませんでした and 再読み込み, which (or the connection coming back) goes on to the
 * page the fan asked for. Its code is in the islands client already: offline, nothing more comes.
 */
export const followLinksOffline = () => {
  document.addEventListener('click', (event) => {
    if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    // The drawer (a modal dialog) closes over the page it leaves.
    document.querySelectorAll('dialog[open]').forEach((dialog) => (dialog as HTMLDialogElement).close());
    main.replaceChildren();
    createRoot(main).render(<Offline href={link.href} />);
  });
};

function Offline({ href }: { href: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const go = () => window.location.assign(href);
  useEffect(() => {
    document.title = routeFailureText.offlineTitle;
    heading.current?.focus();
    window.addEventListener('online', go);
    return () => window.removeEventListener('online', go);
  });
  return (
    <section role="alert" aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {routeFailureText.offlineTitle}
      </h1>
      <p>{routeFailureText.offlineLead}</p>
      <Button onPress={go}>{routeFailureText.retry}</Button>
    </section>
  );
}
