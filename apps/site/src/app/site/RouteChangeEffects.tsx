import { lazyEndpoints } from '@fanclub/domain/contract';
import { useApiClient } from '@fanclub/domain/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { cleanVotingStorage } from '../session/local-storage-rules.ts';

/**
 * Work done on every route change that has no screen of its own: the first-party page view
 * (issue 5: each route change records a page view through the API) and the voting
 * local-storage clean-up of spec section 4.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const client = useApiClient();
  // Read in the browser only (the server renders this too, and has no document).
  const previous = useRef(typeof document === 'undefined' ? '' : document.referrer);

  useEffect(() => {
    cleanVotingStorage(pathname, window.localStorage);
    // Only the path: query strings carry mailed tokens and order ids that must not be stored.
    // The call of useRecordPageView, made directly: no cache and no retry, and a failure must never
    // bother the visitor (this keeps react-query's mutation code out of the shell).
    const body = { path: pathname, referrer: previous.current ? previous.current.slice(0, 500) : undefined };
    void client.request(lazyEndpoints.recordPageView, { body }).catch(() => undefined);
    previous.current = `${window.location.origin}${pathname}`;
  }, [pathname, client]);

  return null;
}
