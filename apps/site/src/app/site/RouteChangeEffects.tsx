import { useRecordPageView } from '@fanclub/domain/react';
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
  const { mutate } = useRecordPageView();
  const previous = useRef(document.referrer);

  useEffect(() => {
    cleanVotingStorage(pathname, window.localStorage);
    // Only the path: query strings carry mailed tokens and order ids that must not be stored.
    mutate({ path: pathname, referrer: previous.current ? previous.current.slice(0, 500) : undefined });
    previous.current = `${window.location.origin}${pathname}`;
  }, [pathname, mutate]);

  return null;
}
