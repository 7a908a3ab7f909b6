import { isApiError } from '@fanclub/domain';
import { Button, PageSpinner } from '@fanclub/ui';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../../app/site/use-page-title.ts';
import styles from '../content.module.css';
import { routeFailureText } from '../../messages/route-failure.ts';
import {
  mayBeDeployedSince,
  reloadFailedStylesheets,
  reloadIfDeployedSince,
  retryFailedScreens,
} from './lazy-screen.tsx';

/** A screen's code or styles could not be fetched (as opposed to a bug in the screen itself). */
export const isLoadFailure = (error: unknown): boolean =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (isApiError(error) && error.isNetworkError) ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|preload CSS|Failed to fetch|error loading dynamically imported|NetworkError/i.test(
      error.message,
    ));

interface RouteFailureViewProps {
  readonly error: unknown;
  readonly onRetry: () => Promise<void>;
}

/**
 * What replaces a screen that failed to load or render, inside the site's shell (header, menu and
 * footer stay): 通信できませんでした and 再読み込み for a network failure. A retry fetches the screen
 * again; when the browser reports the connection back, it retries by itself.
 */
export function RouteFailureView({ error, onRetry }: RouteFailureViewProps) {
  // A screen's chunk missing while online may mean a new deployment: checked first (a spinner),
  // and the page reloads itself once if so.
  const [checking, setChecking] = useState(() => mayBeDeployedSince(error));
  useEffect(() => {
    let active = true;
    void reloadIfDeployedSince(error).then((reloading) => {
      if (active && !reloading) setChecking(false);
    });
    return () => {
      active = false;
    };
  }, [error]);
  if (checking) return <PageSpinner />;
  return <FailureMessage error={error} onRetry={onRetry} />;
}

function FailureMessage({ error, onRetry }: RouteFailureViewProps) {
  const offline = isLoadFailure(error);
  // A refusal the API explained (the catalogue's or the server's own Japanese message) is shown as it is.
  const serverMessage = isApiError(error) && !error.isNetworkError ? error.serverMessage : undefined;
  const title = offline ? routeFailureText.offlineTitle : routeFailureText.errorTitle;
  usePageTitle(title);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const retry = useRef(onRetry);
  retry.current = onRetry;
  const run = async () => {
    setBusy(true);
    try {
      await retry.current();
    } finally {
      setBusy(false);
    }
  };

  // Focus the message, so a screen reader hears why the page did not change.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const online = () => void run();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  return (
    <section className={styles.stack} role="alert" aria-labelledby={headingId}>
      <div className={styles.pageHeading}>
        <h1 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p>{offline ? routeFailureText.offlineLead : (serverMessage ?? routeFailureText.errorLead)}</p>
      </div>
      <Button onPress={() => void run()} isPending={busy}>
        {routeFailureText.retry}
      </Button>
    </section>
  );
}

/**
 * The screens' errorElement (src/app/router.tsx): a screen that cannot load (its chunk or its
 * styles failed to arrive) or throws while rendering is replaced by RouteFailureView, inside the
 * shell, so the page never goes blank. 再読み込み reloads failed styles, lets failed screens load
 * again, and has the router render the address afresh (a new navigation to it: the router clears a
 * route's error when the location changes).
 */
export function RouteError() {
  const error = useRouteError();
  const retry = useRouteRetry();
  return <RouteFailureView error={error ?? new Error('unknown error')} onRetry={retry} />;
}

/** 再読み込み of an error element: failed styles and screens fetched again, the address rendered afresh. */
export function useRouteRetry() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return async () => {
    // Styles first: a screen shown without them would look broken.
    await reloadFailedStylesheets().catch(() => undefined);
    retryFailedScreens();
    await navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
  };
}

/** The current route's screen; a spinner while a screen retried after a failure loads. */
export function RouteScreen() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
