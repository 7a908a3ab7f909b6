import { useSyncExternalStore } from 'react';
import { lazyPart } from '../../components/route-failure/lazy-screen.tsx';

/**
 * The server said it is busy (503 with Retry-After) and the API client is waiting to try a call
 * again by itself (packages/domain's `retry`): the page says so and counts down, the screen and
 * its form or cart stay as they are. Cleared when the last waiting call ends.
 */
let waiting = 0;
let retryAt: number | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const busyState = {
  /** A call waits until `at` (epoch ms) before its next try; `first`: its first wait. */
  waitUntil(at: number, first: boolean): void {
    if (first) waiting += 1;
    retryAt = Math.max(retryAt ?? 0, at);
    emit();
  },
  /** A call that waited has ended (answered or failed for good). */
  settled(): void {
    waiting = Math.max(0, waiting - 1);
    if (waiting === 0) retryAt = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): number | null => retryAt,
};

/** Only loads when the server is first busy: nothing of it in any route's initial JavaScript. */
const LazyBusyNotice = lazyPart(
  () => import('@fanclub/ui/BusyNotice'),
  (m) => m.BusyNotice,
);

/** The shell's busy notice, above the screen, while a call waits to be tried again. */
export function ShellBusyNotice() {
  const at = useSyncExternalStore(busyState.subscribe, busyState.get, () => null);
  return at === null ? null : <LazyBusyNotice retryAt={at} />;
}
