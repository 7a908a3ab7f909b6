import type { ErrorMessageKey } from '@fanclub/domain';
import { useSyncExternalStore } from 'react';
import { lazyPart } from '../../components/route-failure/lazy-screen.tsx';

/**
 * Toasts without react-toastify (or the message catalogue) in any route's JavaScript until a screen
 * raises one: the container, the `toast` function and `errorMessage` load in their own chunk with
 * the first toast, and the container mounts then. react-toastify queues a toast raised before its
 * container mounts and shows it once it does.
 */
const loadToasts = () => import('./toasts.tsx');

/** Whether a toast has been raised in this page's life: the container is mounted from then on. */
let raised = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const raise = () => {
  if (raised) return;
  raised = true;
  listeners.forEach((listener) => listener());
};

/** Optional like the drawer: without its chunk the page works on, only without toasts. */
const LazyToastRoot = lazyPart(loadToasts, (m) => m.ToastRoot);

/** The shell's toast container, mounted once the first toast is raised. */
export function ShellToasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
  return shown ? <LazyToastRoot /> : null;
}

/** The screens' toasts: `toast.success` / `toast.error` of @fanclub/ui, loaded on demand. */
export const notify = {
  success(message: string): void {
    raise();
    void loadToasts().then(({ toast }) => toast.success(message));
  },
  error(message: string, toastId?: string): void {
    raise();
    void loadToasts().then(({ toast }) => toast.error(message, toastId ? { toastId } : undefined));
  },
  /**
   * A failed call's toast: `errorMessage(error, key)` (spec section 8), worked out in the toast
   * chunk so the catalogue loads with it.
   */
  failure(error: unknown, key?: ErrorMessageKey, toastId?: string): void {
    raise();
    void loadToasts().then(({ toast, errorMessage }) =>
      toast.error(errorMessage(error, key), toastId ? { toastId } : undefined),
    );
  },
};
