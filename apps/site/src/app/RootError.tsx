import { readWebSpecFromCookies } from '@fanclub/domain/contract';
import { Button } from '@fanclub/ui';
import { Component, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { isLoadFailure, RouteFailureView, useRouteRetry } from '../components/route-failure/RouteFailure.tsx';
import { routeFailureText } from '../messages/route-failure.ts';
import { shellText } from '../messages/shell.ts';
import { SiteFrame } from './RootLayout.tsx';
import styles from './RootError.module.css';

/**
 * The root route's error element (src/app/router.tsx): what failed outside a screen (a part of the
 * shell, the shell's data) shows the site's own failure screen in the site's frame, header and
 * footer included, never react-router's page for developers. Should the frame itself fail again,
 * a bare frame (the site's name linking home, the message, 再読み込み) takes its place.
 */
export function RootError({ preload }: { preload: (href: string) => void }) {
  const error = useRouteError() ?? new Error('unknown error');
  const retry = useRouteRetry();
  return (
    <FrameBoundary fallback={<BareFailure error={error} />}>
      <SiteFrame preload={preload}>
        <RouteFailureView error={error} onRetry={retry} />
      </SiteFrame>
    </FrameBoundary>
  );
}

class FrameBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Reloads the page when the network allows it (offline, the message stays until it is back). */
const reloadWhenOnline = () => {
  if (navigator.onLine !== false) window.location.reload();
};

/** The frame when even the shell cannot render: no data, no lazy parts, a full reload to retry. */
function BareFailure({ error }: { error: unknown }) {
  const offline = isLoadFailure(error);
  const title = readWebSpecFromCookies(document.cookie)?.siteTitle ?? shellText.defaultTitle;
  useEffect(() => {
    window.addEventListener('online', reloadWhenOnline);
    return () => window.removeEventListener('online', reloadWhenOnline);
  }, []);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href="/" className={styles.home}>
          {title}
        </a>
      </header>
      <main id="main" className={styles.main}>
        <section role="alert" aria-labelledby="bare-failure-title" className={styles.message}>
          <h1 id="bare-failure-title">
            {offline ? routeFailureText.offlineTitle : routeFailureText.errorTitle}
          </h1>
          <p>{offline ? routeFailureText.offlineLead : routeFailureText.errorLead}</p>
          <Button onPress={reloadWhenOnline}>{routeFailureText.retry}</Button>
        </section>
      </main>
    </div>
  );
}
