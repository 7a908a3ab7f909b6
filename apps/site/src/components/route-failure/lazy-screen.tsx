import { Component, lazy, Suspense, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A screen loaded on its first visit that can be loaded again after a failure. React.lazy keeps a
 * failed import for good, so a screen whose chunk could not be fetched (offline, a dropped
 * connection) would stay broken until a reload; here, after a failure, `retryFailedScreens`
 * (RouteFailure's 再読み込み, or the connection coming back) makes the next render fetch it again.
 */
/** Offline, a chunk that has not arrived within this long is reported as not coming. */
const OFFLINE_GRACE_MS = 1500;
/**
 * Under the membership card's service worker, chunks may come from its cache while offline
 * (public/sw.js): give a slow device the time to read them.
 */
const OFFLINE_GRACE_WITH_WORKER_MS = 10_000;
const offlineGrace = () =>
  typeof navigator !== 'undefined' && navigator.serviceWorker?.controller
    ? OFFLINE_GRACE_WITH_WORKER_MS
    : OFFLINE_GRACE_MS;

/**
 * Rejects when the browser is (or goes) offline and the load has not finished soon after: a fetch
 * made offline may stay pending instead of failing, which would leave the spinner up for good.
 */
const failWhenOffline = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      timer = setTimeout(
        () => reject(new Error('Failed to fetch dynamically imported module (offline)')),
        offlineGrace(),
      );
    };
    if (navigator.onLine === false) offline();
    else window.addEventListener('offline', offline, { once: true, signal });
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

const loadOrFailOffline = async <M,>(load: () => Promise<M>): Promise<M> => {
  if (typeof window === 'undefined') return load();
  const settled = new AbortController();
  try {
    return await Promise.race([load(), failWhenOffline(settled.signal)]);
  } finally {
    settled.abort();
  }
};

/** The hashed file a failed dynamic import or style preload names (Chromium, Firefox, Safari, Vite). */
const failedFileOf = (error: unknown): string | null => {
  const message = error instanceof Error ? error.message : '';
  return /((?:https?:\/\/[^\s'"]+)?\/assets\/[^\s'"]+\.(?:js|css))/.exec(message)?.[1] ?? null;
};

const RELOADED_FOR_KEY = 'fanclub-reloaded-for';

const reloadedFor = (file: string): boolean => {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY) === file;
  } catch {
    // No storage to remember a reload in: never risk reloading again and again.
    return true;
  }
};

/**
 * Whether the failure may come from a new deployment (online, a hashed file named, not reloaded
 * for it yet): the failure screen then checks before it shows (`reloadIfDeployedSince`).
 */
export const mayBeDeployedSince = (error: unknown): boolean => {
  if (typeof window === 'undefined' || navigator.onLine === false) return false;
  const file = failedFileOf(error);
  return file !== null && !reloadedFor(file);
};

/**
 * A new deployment replaced the hashed files this page was built with: the chunk it asks for is
 * gone (404) although the network is fine. The page then reloads itself at the address it shows,
 * once per missing file (a mark in sessionStorage), and comes back with the new build's names.
 * Offline, or when the file is still there (a dropped connection), it answers false and the failure
 * screen offers 再読み込み.
 */
export async function reloadIfDeployedSince(error: unknown): Promise<boolean> {
  if (!mayBeDeployedSince(error)) return false;
  const file = failedFileOf(error) ?? '';
  let gone: boolean;
  try {
    const answer = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    gone = answer.status === 404 || answer.status === 410;
  } catch {
    return false;
  }
  if (!gone) return false;
  sessionStorage.setItem(RELOADED_FOR_KEY, file);
  window.location.reload();
  return true;
}

/** Bumped by a retry: each screen that failed makes a fresh lazy component at its next render. */
let retryGeneration = 0;

/** Asks every screen whose load failed to load again on its next render (RouteFailure's 再読み込み). */
export const retryFailedScreens = () => {
  retryGeneration += 1;
  for (const listener of retryListeners) listener();
};

/** Parts on screen that render again when a retry is asked for (`lazyPart`). */
const retryListeners = new Set<() => void>();
const subscribeToRetries = (listener: () => void) => {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
};
const currentGeneration = () => retryGeneration;

/**
 * A screen that loads on its next render, and again after a retry when it failed. `failedWith`: the
 * error of a first load that already failed (the route's lazy load), shown at once.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  failedWith?: unknown,
): ComponentType {
  let failed = failedWith !== undefined;
  const make = (): ComponentType =>
    lazy(async () => {
      try {
        return { default: pick(await loadOrFailOffline(load)) };
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  const fail = (): ComponentType =>
    function FailedScreen() {
      throw failedWith;
    };
  let current = failed ? fail() : make();
  let madeIn = retryGeneration;
  return function Screen() {
    // A failed load stays failed (React renders again after an error, and must see the same one)
    // until a retry is asked for; then a fresh lazy component fetches the screen again.
    if (failed && madeIn !== retryGeneration) {
      failed = false;
      madeIn = retryGeneration;
      current = make();
    }
    const Current = current;
    return <Current />;
  };
}

/**
 * A lazy route's screen (src/app/router.tsx): the module's screen once loaded. The router keeps
 * the outcome of a route's first load for good, so a load that failed (offline) resolves to a
 * screen that shows the failure and loads again on 再読み込み, instead of a route broken until reload.
 */
export async function loadScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Promise<ComponentType> {
  try {
    return pick(await loadOrFailOffline(load));
  } catch (error) {
    return lazyScreen(load, pick, error ?? new Error('screen failed to load'));
  }
}

/**
 * Vite's preload helper leaves a stylesheet that failed to load in the page and never asks for it
 * again; put a fresh link in its place and wait for it, so a retried screen gets its styles.
 * Settles when every such stylesheet has loaded; rejects when one still cannot be fetched.
 */
export async function reloadFailedStylesheets(): Promise<void> {
  const failed = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter(
    (link) => link.sheet === null,
  );
  await Promise.all(
    failed.map(
      (stale) =>
        new Promise<void>((resolve, reject) => {
          const fresh = stale.cloneNode() as HTMLLinkElement;
          fresh.addEventListener('load', () => resolve(), { once: true });
          fresh.addEventListener('error', () => reject(new Error(`stylesheet ${fresh.href} failed again`)), {
            once: true,
          });
          stale.replaceWith(fresh);
        }),
    ),
  );
}

/**
 * An optional part of the shell (the drawer, a member's header parts, the toasts): loaded like a
 * screen, but when its chunk cannot be fetched the page keeps working without it instead of
 * falling to the route's error screen. The part renders `failed(props)` (nothing by default) and
 * loads again when the connection comes back or a retry is asked for (`retryFailedScreens`).
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  /** What shows instead when the part could not be loaded (nothing by default). */
  failed: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const make = () =>
    lazy(async () => {
      try {
        return { default: pick(await loadOrFailOffline(load)) };
      } catch (error) {
        failedIn = retryGeneration;
        throw error;
      }
    });
  let current = make();
  /** The retry generation in which the last load failed (or -1). */
  let failedIn = -1;
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      if (failedIn === retryGeneration) retryFailedScreens();
    });
  }
  return function Part(props: P) {
    const generation = useSyncExternalStore(subscribeToRetries, currentGeneration, currentGeneration);
    if (failedIn !== -1 && failedIn !== generation) {
      failedIn = -1;
      current = make();
    }
    const Current = current as ComponentType<P>;
    return (
      <PartBoundary fallback={failed(props)} generation={generation}>
        <Suspense fallback={null}>
          <Current {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}

/** Catches a part's failed load; a new retry generation clears the failure. */
class PartBoundary extends Component<
  { fallback: ReactNode; generation: number; children: ReactNode },
  { failedIn: number | null }
> {
  override state: { failedIn: number | null } = { failedIn: null };

  static getDerivedStateFromError(): { failedIn: number } {
    return { failedIn: retryGeneration };
  }

  static getDerivedStateFromProps(
    props: { generation: number },
    state: { failedIn: number | null },
  ): { failedIn: null } | null {
    return state.failedIn !== null && state.failedIn !== props.generation ? { failedIn: null } : null;
  }

  override render() {
    return this.state.failedIn === null ? this.props.children : this.props.fallback;
  }
}
